/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The opencl backend's kernels of the elementwise operators (spec/operators.yaml entries with an `expr`),
 * in OpenCL C held as C strings, and their slots. Per operator one program (built per device on first
 * use, backends/opencl/opencl_ops.c): the shared prelude below, then per compute type an element
 * function holding the expression and per dtype two kernels, `_c` (every operand contiguous, one
 * element per work-item) and `_s` (any strides and broadcast, over the coalesced dims: work-item (j, r)
 * is element j of row r, n the row's length). As the C kernels: f16 (vload_half / vstore_half_rte, no cl_khr_fp16
 * needed) and bf16 compute in f32 and round once at the store, f64 in f64 (devices with doubles only),
 * integers and bool in int64 (uint64 in uint64). */
#include "../../backends/opencl/opencl_internal.h"

const char* const ocl_ew_prelude[] = {
    "/* What every generated program shares (prepended to each: elementwise, reductions, cast). */\n"
    "#ifdef OCL_FP64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#endif\n"
    "typedef struct { long shape[OCL_EW_DIMS]; long st[OCL_EW_OPERANDS][OCL_EW_DIMS]; } ocl_ew_layout;\n"
    "/* element k of storage p as its compute type, and back (f16/bf16 rounded to nearest even; bool 0 / 1) */\n"
    "#define LD_ID(p, k) ((p)[k])\n"
    "#define ST_ID(p, k, v) ((p)[k] = (v))\n"
    "#define LD_H(p, k) vload_half((k), (p))\n"
    "#define ST_H(p, k, v) vstore_half_rte((v), (k), (p))\n"
    "#define LD_B(p, k) as_float((uint)(p)[k] << 16)\n"
    "#define ST_B(p, k, v) ((p)[k] = ocl_f2b(v))\n"
    "#define LD_BOOL(p, k) ((long)((p)[k] != 0))\n"
    "#define ST_BOOL(p, k, v) ((p)[k] = (uchar)((v) != 0))\n"
    "/* a constant of the element function's compute type (C_t) */\n"
    "#define C(v) ((C_t)(v))\n"
    "#define INT64_MIN LONG_MIN\n"
    "#define INT64_MAX LONG_MAX\n"
    "ushort ocl_f2b(float f) {\n"
    "    uint x = as_uint(f);\n"
    "    if ((x & 0x7fffffffu) > 0x7f800000u) return (ushort)((x >> 16) | 0x40u); /* quiet NaN */\n"
    "    x += 0x7fffu + ((x >> 16) & 1u);\n"
    "    return (ushort)(x >> 16);\n"
    "}\n"
    "/* Operand k's element offset of element j of row r: rows are the layout's outer dims (row-major), j runs\n"
    " * along its innermost one (a strided kernel's work-item (j, r): the divisions are per row, not per element). */\n"
    "void ocl_ew_offsets(long j, long r, int ndim, const ocl_ew_layout* L, int nops, long* o) {\n"
    "    for (int k = 0; k < nops; ++k) o[k] = j * L->st[k][ndim - 1];\n"
    "    for (int d = ndim - 2; d >= 1; --d) {\n"
    "        const long q = r % L->shape[d];\n"
    "        r /= L->shape[d];\n"
    "        for (int k = 0; k < nops; ++k) o[k] += q * L->st[k][d];\n"
    "    }\n"
    "    if (ndim >= 2) /* what is left of r is the outermost index: no division (2-D layouts have none at all) */\n"
    "        for (int k = 0; k < nops; ++k) o[k] += r * L->st[k][0];\n"
    "}\n"
    "/* The reductions' layout (generated/opencl/opencl_reduction_ops.c): kept dims (size, x and y strides)\n"
    " * and reduced dims (size, x stride), outer to inner. */\n"
    "typedef struct { long ks[OCL_EW_DIMS], kx[OCL_EW_DIMS], ky[OCL_EW_DIMS], rs[OCL_EW_DIMS], rx[OCL_EW_DIMS]; } ocl_rd_layout;\n"
    "/* x's and y's offsets of output o (row-major over the kept dims) */\n"
    "void ocl_rd_out(long o, int nk, const ocl_rd_layout* L, long* xo, long* yo) {\n"
    "    long a = 0, b = 0;\n"
    "    for (int d = nk - 1; d >= 0; --d) {\n"
    "        const long i = o % L->ks[d];\n"
    "        o /= L->ks[d];\n"
    "        a += i * L->kx[d];\n"
    "        b += i * L->ky[d];\n"
    "    }\n"
    "    *xo = a;\n"
    "    *yo = b;\n"
    "}\n"
    "/* x's offset of reduced element e (row-major over the reduced dims) */\n"
    "long ocl_rd_offset(long e, int nr, const ocl_rd_layout* L) {\n"
    "    long a = 0;\n"
    "    for (int d = nr - 1; d >= 0; --d) {\n"
    "        a += (e % L->rs[d]) * L->rx[d];\n"
    "        e /= L->rs[d];\n"
    "    }\n"
    "    return a;\n"
    "}\n"
    "/* cast's conversions (runtime/kernels/ak_cast.c's), CV_<from>_<to>: a compute value of kind F (float),\n"
    " * D (double), I (long) or U (ulong) as kind <to>; B: as the source value, which ST_BOOL stores as 0 / 1 */\n"
    "#define CV_F_F(v) (v)\n"
    "#define CV_F_I(v) convert_long_sat_rtz(v)\n"
    "#define CV_F_U(v) ((v) < 0 ? (ulong)convert_long_sat_rtz(v) : convert_ulong_sat_rtz(v))\n"
    "#define CV_I_F(v) ((float)(v))\n"
    "#define CV_I_I(v) (v)\n"
    "#define CV_I_U(v) ((ulong)(v))\n"
    "#define CV_U_F(v) ((float)(v))\n"
    "#define CV_U_I(v) ((long)(v))\n"
    "#define CV_U_U(v) (v)\n"
    "#define CV_F_B(v) (v)\n"
    "#define CV_I_B(v) (v)\n"
    "#define CV_U_B(v) (v)\n"
    "#ifdef OCL_FP64\n"
    "#define CV_F_D(v) ((double)(v))\n"
    "#define CV_D_F(v) ((float)(v))\n"
    "#define CV_D_D(v) (v)\n"
    "#define CV_D_I(v) convert_long_sat_rtz(v)\n"
    "#define CV_D_U(v) ((v) < 0 ? (ulong)convert_long_sat_rtz(v) : convert_ulong_sat_rtz(v))\n"
    "#define CV_I_D(v) ((double)(v))\n"
    "#define CV_U_D(v) ((double)(v))\n"
    "#define CV_D_B(v) (v)\n"
    "#endif\n"
    "/* Floor division and remainder with the divisor's sign (runtime/kernels/ak_ew.h's): an integer divisor\n",
    " * of 0 gives 0 and INT64_MIN / -1 wraps; floats as torch's div_floor. */\n"
    "long floordiv_i64(long a, long b) {\n"
    "    if (b == 0) return 0;\n"
    "    if (b == -1) return (long)(0 - (ulong)a);\n"
    "    const long q = a / b;\n"
    "    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;\n"
    "}\n"
    "ulong floordiv_u64(ulong a, ulong b) { return b == 0 ? 0 : a / b; }\n"
    "long floormod_i64(long a, long b) {\n"
    "    if (b == 0 || b == -1) return 0;\n"
    "    const long r = a % b;\n"
    "    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;\n"
    "}\n"
    "ulong floormod_u64(ulong a, ulong b) { return b == 0 ? 0 : a % b; }\n"
    "float floordiv_f32(float a, float b) {\n"
    "    if (b == 0) return a / b;\n"
    "    const float mod = fmod(a, b);\n"
    "    float div = (a - mod) / b;\n"
    "    if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;\n"
    "    if (div == 0) return copysign((float)0, a / b);\n"
    "    const float q = floor(div);\n"
    "    return div - q > (float)0.5 ? q + 1 : q;\n"
    "}\n"
    "float floormod_f32(float a, float b) {\n"
    "    const float r = fmod(a, b);\n"
    "    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double floordiv_f64(double a, double b) {\n"
    "    if (b == 0) return a / b;\n"
    "    const double mod = fmod(a, b);\n"
    "    double div = (a - mod) / b;\n"
    "    if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;\n"
    "    if (div == 0) return copysign((double)0, a / b);\n"
    "    const double q = floor(div);\n"
    "    return div - q > (double)0.5 ? q + 1 : q;\n"
    "}\n"
    "double floormod_f64(double a, double b) {\n"
    "    const double r = fmod(a, b);\n"
    "    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;\n"
    "}\n"
    "#endif\n",
    NULL,
};

/* ---- abs: `y = np.abs(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_abs[] = {
    "float ew_abs_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(fabs(x));\n"
    "}\n"
    "__kernel void ew_abs_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_abs_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_abs_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_abs_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_abs_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_abs_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(fabs(x));\n"
    "}\n"
    "__kernel void ew_abs_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_abs_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(x < 0 ? -x : x);\n"
    "}\n"
    "__kernel void ew_abs_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_int64_c(__global long* y_, __global const long* x_, long n) {\n",
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_abs_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_abs_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_abs_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_abs_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_abs = OCL_PROGRAM_INIT("abs", "", ocl_ew_prelude, ocl_src_abs);

anyrt_status_t ocl_op_abs(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_abs_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_abs_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_abs_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_abs_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_abs_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_abs_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_abs_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_abs_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_abs_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: abs: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: abs: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_abs, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- neg: `y = -x` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_neg[] = {
    "float ew_neg_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(-x);\n"
    "}\n"
    "__kernel void ew_neg_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_neg_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_neg_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_neg_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_neg_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_neg_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(-x);\n"
    "}\n"
    "__kernel void ew_neg_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_neg_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(-x);\n"
    "}\n"
    "__kernel void ew_neg_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_int64_c(__global long* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n",
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_neg_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_neg_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_neg_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_neg_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_neg = OCL_PROGRAM_INIT("neg", "", ocl_ew_prelude, ocl_src_neg);

anyrt_status_t ocl_op_neg(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_neg_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_neg_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_neg_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_neg_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_neg_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_neg_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_neg_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_neg_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_neg_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: neg: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: neg: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_neg, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- sign: `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN). */
static const char* const ocl_src_sign[] = {
    "float ew_sign_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));\n"
    "}\n"
    "__kernel void ew_sign_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_sign_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_sign_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_sign_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_sign_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sign_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));\n"
    "}\n"
    "__kernel void ew_sign_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_sign_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(x > C(0) ? C(1) : x < C(0) ? C(-1) : C(0));\n"
    "}\n"
    "__kernel void ew_sign_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n",
    "    ST_ID(y_, o[0], ew_sign_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_int64_c(__global long* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sign_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sign_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sign_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sign_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_sign = OCL_PROGRAM_INIT("sign", "", ocl_ew_prelude, ocl_src_sign);

anyrt_status_t ocl_op_sign(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sign_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sign_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sign_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sign_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_sign_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_sign_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_sign_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_sign_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_sign_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sign: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sign: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_sign, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- square: `y = x * x` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_square[] = {
    "float ew_square_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x * x);\n"
    "}\n"
    "__kernel void ew_square_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_square_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_square_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_square_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_square_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_square_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_square_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_square_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x * x);\n"
    "}\n"
    "__kernel void ew_square_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_square_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(x * x);\n"
    "}\n"
    "__kernel void ew_square_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_square_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_square_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    "__kernel void ew_square_int64_c(__global long* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_square_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_square_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_square_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_square_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_square = OCL_PROGRAM_INIT("square", "", ocl_ew_prelude, ocl_src_square);

anyrt_status_t ocl_op_square(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_square_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_square_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_square_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_square_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_square_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_square_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_square_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_square_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_square_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: square: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: square: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_square, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- exp: `y = np.exp(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_exp[] = {
    "float ew_exp_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(exp(x));\n"
    "}\n"
    "__kernel void ew_exp_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_exp_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_exp_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_exp_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_exp_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_exp_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_exp_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_exp_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_exp_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_exp_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(exp(x));\n"
    "}\n"
    "__kernel void ew_exp_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_exp_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_exp_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_exp = OCL_PROGRAM_INIT("exp", "", ocl_ew_prelude, ocl_src_exp);

anyrt_status_t ocl_op_exp(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_exp_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_exp_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_exp_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_exp_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: exp: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: exp: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_exp, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- exp2: `y = np.exp2(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_exp2[] = {
    "float ew_exp2_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(exp2(x));\n"
    "}\n"
    "__kernel void ew_exp2_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_exp2_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp2_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_exp2_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_exp2_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_exp2_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp2_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_exp2_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_exp2_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_exp2_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp2_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_exp2_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_exp2_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(exp2(x));\n"
    "}\n"
    "__kernel void ew_exp2_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_exp2_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_exp2_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_exp2_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_exp2 = OCL_PROGRAM_INIT("exp2", "", ocl_ew_prelude, ocl_src_exp2);

anyrt_status_t ocl_op_exp2(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_exp2_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_exp2_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_exp2_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_exp2_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: exp2: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: exp2: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_exp2, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- expm1: `y = np.expm1(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_expm1[] = {
    "float ew_expm1_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(expm1(x));\n"
    "}\n"
    "__kernel void ew_expm1_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_expm1_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_expm1_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_expm1_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_expm1_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_expm1_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_expm1_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_expm1_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_expm1_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_expm1_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_expm1_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_expm1_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_expm1_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(expm1(x));\n"
    "}\n"
    "__kernel void ew_expm1_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_expm1_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_expm1_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_expm1_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_expm1 = OCL_PROGRAM_INIT("expm1", "", ocl_ew_prelude, ocl_src_expm1);

anyrt_status_t ocl_op_expm1(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_expm1_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_expm1_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_expm1_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_expm1_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: expm1: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: expm1: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_expm1, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- log: `y = np.log(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_log[] = {
    "float ew_log_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(log(x));\n"
    "}\n"
    "__kernel void ew_log_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_log_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_log_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_log_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_log_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_log_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_log_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_log_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(log(x));\n"
    "}\n"
    "__kernel void ew_log_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_log = OCL_PROGRAM_INIT("log", "", ocl_ew_prelude, ocl_src_log);

anyrt_status_t ocl_op_log(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_log_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_log_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_log_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_log_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_log, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- log2: `y = np.log2(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_log2[] = {
    "float ew_log2_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(log2(x));\n"
    "}\n"
    "__kernel void ew_log2_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_log2_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_log2_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_log2_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log2_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_log2_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_log2_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_log2_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log2_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log2_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log2_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log2_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_log2_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(log2(x));\n"
    "}\n"
    "__kernel void ew_log2_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log2_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log2_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log2_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_log2 = OCL_PROGRAM_INIT("log2", "", ocl_ew_prelude, ocl_src_log2);

anyrt_status_t ocl_op_log2(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_log2_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_log2_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_log2_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_log2_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log2: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log2: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_log2, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- log10: `y = np.log10(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_log10[] = {
    "float ew_log10_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(log10(x));\n"
    "}\n"
    "__kernel void ew_log10_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_log10_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_log10_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_log10_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log10_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_log10_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_log10_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_log10_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log10_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log10_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log10_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log10_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_log10_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(log10(x));\n"
    "}\n"
    "__kernel void ew_log10_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log10_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log10_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log10_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_log10 = OCL_PROGRAM_INIT("log10", "", ocl_ew_prelude, ocl_src_log10);

anyrt_status_t ocl_op_log10(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_log10_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_log10_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_log10_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_log10_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log10: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log10: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_log10, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- log1p: `y = np.log1p(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_log1p[] = {
    "float ew_log1p_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(log1p(x));\n"
    "}\n"
    "__kernel void ew_log1p_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_log1p_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_log1p_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_log1p_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log1p_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_log1p_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_log1p_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_log1p_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_log1p_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log1p_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log1p_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log1p_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_log1p_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(log1p(x));\n"
    "}\n"
    "__kernel void ew_log1p_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_log1p_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_log1p_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_log1p_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_log1p = OCL_PROGRAM_INIT("log1p", "", ocl_ew_prelude, ocl_src_log1p);

anyrt_status_t ocl_op_log1p(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_log1p_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_log1p_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_log1p_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_log1p_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log1p: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: log1p: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_log1p, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- sqrt: `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_sqrt[] = {
    "float ew_sqrt_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(sqrt(x));\n"
    "}\n"
    "__kernel void ew_sqrt_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_sqrt_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_sqrt_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_sqrt_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sqrt_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_sqrt_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_sqrt_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_sqrt_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sqrt_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sqrt_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sqrt_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sqrt_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sqrt_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(sqrt(x));\n"
    "}\n"
    "__kernel void ew_sqrt_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sqrt_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sqrt_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sqrt_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_sqrt = OCL_PROGRAM_INIT("sqrt", "", ocl_ew_prelude, ocl_src_sqrt);

anyrt_status_t ocl_op_sqrt(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sqrt_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sqrt_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sqrt_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sqrt_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sqrt: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sqrt: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_sqrt, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- rsqrt: `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_rsqrt[] = {
    "float ew_rsqrt_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(C(1) / sqrt(x));\n"
    "}\n"
    "__kernel void ew_rsqrt_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_rsqrt_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_rsqrt_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_rsqrt_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_rsqrt_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_rsqrt_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_rsqrt_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_rsqrt_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_rsqrt_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_rsqrt_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_rsqrt_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_rsqrt_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_rsqrt_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(C(1) / sqrt(x));\n"
    "}\n"
    "__kernel void ew_rsqrt_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_rsqrt_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_rsqrt_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_rsqrt_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_rsqrt = OCL_PROGRAM_INIT("rsqrt", "", ocl_ew_prelude, ocl_src_rsqrt);

anyrt_status_t ocl_op_rsqrt(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_rsqrt_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_rsqrt_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_rsqrt_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_rsqrt_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rsqrt: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: rsqrt: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_rsqrt, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- sin: `y = np.sin(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_sin[] = {
    "float ew_sin_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(sin(x));\n"
    "}\n"
    "__kernel void ew_sin_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_sin_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_sin_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_sin_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sin_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_sin_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_sin_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_sin_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sin_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sin_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sin_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sin_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sin_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(sin(x));\n"
    "}\n"
    "__kernel void ew_sin_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sin_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sin_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sin_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_sin = OCL_PROGRAM_INIT("sin", "", ocl_ew_prelude, ocl_src_sin);

anyrt_status_t ocl_op_sin(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sin_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sin_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sin_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sin_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sin: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sin: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_sin, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- cos: `y = np.cos(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_cos[] = {
    "float ew_cos_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(cos(x));\n"
    "}\n"
    "__kernel void ew_cos_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_cos_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_cos_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_cos_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_cos_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_cos_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_cos_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_cos_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_cos_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_cos_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_cos_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_cos_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_cos_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(cos(x));\n"
    "}\n"
    "__kernel void ew_cos_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_cos_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_cos_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_cos_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_cos = OCL_PROGRAM_INIT("cos", "", ocl_ew_prelude, ocl_src_cos);

anyrt_status_t ocl_op_cos(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_cos_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_cos_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_cos_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_cos_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: cos: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: cos: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_cos, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- tan: `y = np.tan(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_tan[] = {
    "float ew_tan_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(tan(x));\n"
    "}\n"
    "__kernel void ew_tan_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_tan_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_tan_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_tan_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_tan_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_tan_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_tan_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_tan_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_tan_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_tan_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_tan_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_tan_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_tan_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(tan(x));\n"
    "}\n"
    "__kernel void ew_tan_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_tan_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_tan_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_tan_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_tan = OCL_PROGRAM_INIT("tan", "", ocl_ew_prelude, ocl_src_tan);

anyrt_status_t ocl_op_tan(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_tan_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_tan_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_tan_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_tan_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tan: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tan: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_tan, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- asin: `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_asin[] = {
    "float ew_asin_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(asin(x));\n"
    "}\n"
    "__kernel void ew_asin_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_asin_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_asin_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_asin_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_asin_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_asin_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_asin_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_asin_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_asin_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_asin_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_asin_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_asin_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_asin_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(asin(x));\n"
    "}\n"
    "__kernel void ew_asin_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_asin_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_asin_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_asin_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_asin = OCL_PROGRAM_INIT("asin", "", ocl_ew_prelude, ocl_src_asin);

anyrt_status_t ocl_op_asin(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_asin_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_asin_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_asin_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_asin_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: asin: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: asin: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_asin, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- acos: `y = np.arccos(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_acos[] = {
    "float ew_acos_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(acos(x));\n"
    "}\n"
    "__kernel void ew_acos_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_acos_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_acos_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_acos_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_acos_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_acos_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_acos_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_acos_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_acos_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_acos_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_acos_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_acos_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_acos_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(acos(x));\n"
    "}\n"
    "__kernel void ew_acos_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_acos_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_acos_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_acos_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_acos = OCL_PROGRAM_INIT("acos", "", ocl_ew_prelude, ocl_src_acos);

anyrt_status_t ocl_op_acos(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_acos_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_acos_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_acos_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_acos_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: acos: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: acos: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_acos, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- atan: `y = np.arctan(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_atan[] = {
    "float ew_atan_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(atan(x));\n"
    "}\n"
    "__kernel void ew_atan_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_atan_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_atan_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_atan_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_atan_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_atan_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_atan_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_atan_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_atan_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_atan_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_atan_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_atan_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_atan_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(atan(x));\n"
    "}\n"
    "__kernel void ew_atan_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_atan_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_atan_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_atan_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_atan = OCL_PROGRAM_INIT("atan", "", ocl_ew_prelude, ocl_src_atan);

anyrt_status_t ocl_op_atan(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_atan_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_atan_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_atan_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_atan_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atan: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atan: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_atan, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- sinh: `y = np.sinh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_sinh[] = {
    "float ew_sinh_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(sinh(x));\n"
    "}\n"
    "__kernel void ew_sinh_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_sinh_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinh_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_sinh_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sinh_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_sinh_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinh_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_sinh_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sinh_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sinh_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinh_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sinh_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sinh_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(sinh(x));\n"
    "}\n"
    "__kernel void ew_sinh_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sinh_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinh_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sinh_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_sinh = OCL_PROGRAM_INIT("sinh", "", ocl_ew_prelude, ocl_src_sinh);

anyrt_status_t ocl_op_sinh(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sinh_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sinh_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sinh_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sinh_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sinh: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sinh: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_sinh, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- cosh: `y = np.cosh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_cosh[] = {
    "float ew_cosh_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(cosh(x));\n"
    "}\n"
    "__kernel void ew_cosh_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_cosh_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_cosh_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_cosh_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_cosh_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_cosh_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_cosh_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_cosh_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_cosh_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_cosh_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_cosh_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_cosh_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_cosh_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(cosh(x));\n"
    "}\n"
    "__kernel void ew_cosh_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_cosh_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_cosh_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_cosh_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_cosh = OCL_PROGRAM_INIT("cosh", "", ocl_ew_prelude, ocl_src_cosh);

anyrt_status_t ocl_op_cosh(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_cosh_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_cosh_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_cosh_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_cosh_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: cosh: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: cosh: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_cosh, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- asinh: `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_asinh[] = {
    "float ew_asinh_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(asinh(x));\n"
    "}\n"
    "__kernel void ew_asinh_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_asinh_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_asinh_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_asinh_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_asinh_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_asinh_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_asinh_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_asinh_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_asinh_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_asinh_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_asinh_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_asinh_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_asinh_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(asinh(x));\n"
    "}\n"
    "__kernel void ew_asinh_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_asinh_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_asinh_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_asinh_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_asinh = OCL_PROGRAM_INIT("asinh", "", ocl_ew_prelude, ocl_src_asinh);

anyrt_status_t ocl_op_asinh(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_asinh_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_asinh_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_asinh_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_asinh_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: asinh: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: asinh: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_asinh, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- acosh: `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_acosh[] = {
    "float ew_acosh_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(acosh(x));\n"
    "}\n"
    "__kernel void ew_acosh_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_acosh_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_acosh_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_acosh_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_acosh_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_acosh_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_acosh_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_acosh_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_acosh_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_acosh_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_acosh_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_acosh_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_acosh_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(acosh(x));\n"
    "}\n"
    "__kernel void ew_acosh_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_acosh_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_acosh_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_acosh_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_acosh = OCL_PROGRAM_INIT("acosh", "", ocl_ew_prelude, ocl_src_acosh);

anyrt_status_t ocl_op_acosh(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_acosh_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_acosh_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_acosh_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_acosh_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: acosh: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: acosh: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_acosh, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- atanh: `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_atanh[] = {
    "float ew_atanh_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(atanh(x));\n"
    "}\n"
    "__kernel void ew_atanh_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_atanh_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_atanh_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_atanh_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_atanh_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_atanh_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_atanh_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_atanh_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_atanh_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_atanh_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_atanh_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_atanh_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_atanh_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(atanh(x));\n"
    "}\n"
    "__kernel void ew_atanh_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_atanh_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_atanh_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_atanh_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_atanh = OCL_PROGRAM_INIT("atanh", "", ocl_ew_prelude, ocl_src_atanh);

anyrt_status_t ocl_op_atanh(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_atanh_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_atanh_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_atanh_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_atanh_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atanh: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atanh: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_atanh, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- erfc: `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_erfc[] = {
    "float ew_erfc_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(erfc(x));\n"
    "}\n"
    "__kernel void ew_erfc_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_erfc_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_erfc_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_erfc_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_erfc_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_erfc_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_erfc_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_erfc_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_erfc_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_erfc_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_erfc_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_erfc_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_erfc_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(erfc(x));\n"
    "}\n"
    "__kernel void ew_erfc_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_erfc_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_erfc_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_erfc_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_erfc = OCL_PROGRAM_INIT("erfc", "", ocl_ew_prelude, ocl_src_erfc);

anyrt_status_t ocl_op_erfc(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_erfc_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_erfc_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_erfc_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_erfc_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: erfc: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: erfc: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_erfc, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- floor: `y = np.floor(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_floor[] = {
    "float ew_floor_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(floor(x));\n"
    "}\n"
    "__kernel void ew_floor_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_floor_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_floor_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_floor_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_floor_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_floor_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_floor_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_floor_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_floor_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_floor_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_floor_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_floor_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_floor_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(floor(x));\n"
    "}\n"
    "__kernel void ew_floor_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_floor_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_floor_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_floor_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_floor = OCL_PROGRAM_INIT("floor", "", ocl_ew_prelude, ocl_src_floor);

anyrt_status_t ocl_op_floor(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_floor_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_floor_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_floor_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_floor_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: floor: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: floor: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_floor, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- ceil: `y = np.ceil(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_ceil[] = {
    "float ew_ceil_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(ceil(x));\n"
    "}\n"
    "__kernel void ew_ceil_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_ceil_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_ceil_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_ceil_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_ceil_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_ceil_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_ceil_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_ceil_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_ceil_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_ceil_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_ceil_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_ceil_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_ceil_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(ceil(x));\n"
    "}\n"
    "__kernel void ew_ceil_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_ceil_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_ceil_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_ceil_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_ceil = OCL_PROGRAM_INIT("ceil", "", ocl_ew_prelude, ocl_src_ceil);

anyrt_status_t ocl_op_ceil(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_ceil_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_ceil_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_ceil_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_ceil_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ceil: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ceil: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_ceil, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- round: `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round). */
static const char* const ocl_src_round[] = {
    "float ew_round_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(rint(x));\n"
    "}\n"
    "__kernel void ew_round_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_round_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_round_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_round_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_round_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_round_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_round_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_round_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_round_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_round_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_round_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_round_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_round_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(rint(x));\n"
    "}\n"
    "__kernel void ew_round_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_round_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_round_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_round_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_round = OCL_PROGRAM_INIT("round", "", ocl_ew_prelude, ocl_src_round);

anyrt_status_t ocl_op_round(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_round_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_round_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_round_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_round_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: round: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: round: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_round, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- trunc: `y = np.trunc(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_trunc[] = {
    "float ew_trunc_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(trunc(x));\n"
    "}\n"
    "__kernel void ew_trunc_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_trunc_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_trunc_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_trunc_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_trunc_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_trunc_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_trunc_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_trunc_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_trunc_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_trunc_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_trunc_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_trunc_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_trunc_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(trunc(x));\n"
    "}\n"
    "__kernel void ew_trunc_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_trunc_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_trunc_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_trunc_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_trunc = OCL_PROGRAM_INIT("trunc", "", ocl_ew_prelude, ocl_src_trunc);

anyrt_status_t ocl_op_trunc(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_trunc_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_trunc_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_trunc_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_trunc_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: trunc: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: trunc: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_trunc, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- bitwise_not: `y = ~x` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_bitwise_not[] = {
    "long ew_bitwise_not_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(~x);\n"
    "}\n"
    "__kernel void ew_bitwise_not_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_bitwise_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_bitwise_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_bitwise_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_bitwise_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_bitwise_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_bitwise_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int64_c(__global long* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_bitwise_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_not_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_bitwise_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_bitwise_not_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_bitwise_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_not_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_bitwise_not_i64(LD_ID(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_bitwise_not = OCL_PROGRAM_INIT("bitwise_not", "", ocl_ew_prelude, ocl_src_bitwise_not);

anyrt_status_t ocl_op_bitwise_not(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_INT8:
        kernel = "ew_bitwise_not_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_bitwise_not_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_bitwise_not_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_bitwise_not_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_bitwise_not_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_not: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_not: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_bitwise_not, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- logical_not: `y = x == 0` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_logical_not[] = {
    "float ew_logical_not_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x == C(0));\n"
    "}\n"
    "__kernel void ew_logical_not_float16_c(__global uchar* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_float16_s(__global uchar* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_bfloat16_c(__global uchar* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_bfloat16_s(__global uchar* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_float32_c(__global uchar* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_float32_s(__global uchar* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logical_not_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x == C(0));\n"
    "}\n"
    "__kernel void ew_logical_not_float64_c(__global uchar* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_float64_s(__global uchar* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_logical_not_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(x == C(0));\n"
    "}\n"
    "__kernel void ew_logical_not_int8_c(__global uchar* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_int8_s(__global uchar* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_int16_c(__global uchar* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_int16_s(__global uchar* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_int32_c(__global uchar* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_int32_s(__global uchar* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n",
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_int64_c(__global uchar* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_int64_s(__global uchar* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logical_not_bool_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_logical_not_i64(LD_BOOL(x_, i)));\n"
    "}\n"
    "__kernel void ew_logical_not_bool_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_logical_not_i64(LD_BOOL(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_logical_not = OCL_PROGRAM_INIT("logical_not", "", ocl_ew_prelude, ocl_src_logical_not);

anyrt_status_t ocl_op_logical_not(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logical_not_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logical_not_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logical_not_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logical_not_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_logical_not_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_logical_not_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_logical_not_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_logical_not_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_logical_not_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_logical_not_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_not: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_not: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_logical_not, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- isnan: `y = np.isnan(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_isnan[] = {
    "float ew_isnan_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(isnan(x));\n"
    "}\n"
    "__kernel void ew_isnan_float16_c(__global uchar* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isnan_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_isnan_float16_s(__global uchar* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isnan_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isnan_bfloat16_c(__global uchar* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isnan_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_isnan_bfloat16_s(__global uchar* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isnan_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isnan_float32_c(__global uchar* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isnan_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isnan_float32_s(__global uchar* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isnan_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_isnan_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(isnan(x));\n"
    "}\n"
    "__kernel void ew_isnan_float64_c(__global uchar* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isnan_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isnan_float64_s(__global uchar* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isnan_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_isnan = OCL_PROGRAM_INIT("isnan", "", ocl_ew_prelude, ocl_src_isnan);

anyrt_status_t ocl_op_isnan(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_isnan_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_isnan_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_isnan_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_isnan_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isnan: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isnan: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_isnan, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- isinf: `y = np.isinf(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_isinf[] = {
    "float ew_isinf_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(isinf(x));\n"
    "}\n"
    "__kernel void ew_isinf_float16_c(__global uchar* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isinf_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_isinf_float16_s(__global uchar* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isinf_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isinf_bfloat16_c(__global uchar* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isinf_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_isinf_bfloat16_s(__global uchar* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isinf_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isinf_float32_c(__global uchar* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isinf_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isinf_float32_s(__global uchar* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isinf_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_isinf_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(isinf(x));\n"
    "}\n"
    "__kernel void ew_isinf_float64_c(__global uchar* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isinf_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isinf_float64_s(__global uchar* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isinf_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_isinf = OCL_PROGRAM_INIT("isinf", "", ocl_ew_prelude, ocl_src_isinf);

anyrt_status_t ocl_op_isinf(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_isinf_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_isinf_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_isinf_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_isinf_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isinf: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isinf: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_isinf, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- isfinite: `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_isfinite[] = {
    "float ew_isfinite_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(isfinite(x));\n"
    "}\n"
    "__kernel void ew_isfinite_float16_c(__global uchar* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isfinite_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_isfinite_float16_s(__global uchar* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isfinite_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isfinite_bfloat16_c(__global uchar* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isfinite_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_isfinite_bfloat16_s(__global uchar* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isfinite_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_isfinite_float32_c(__global uchar* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isfinite_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isfinite_float32_s(__global uchar* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isfinite_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_isfinite_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(isfinite(x));\n"
    "}\n"
    "__kernel void ew_isfinite_float64_c(__global uchar* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_isfinite_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_isfinite_float64_s(__global uchar* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_isfinite_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_isfinite = OCL_PROGRAM_INIT("isfinite", "", ocl_ew_prelude, ocl_src_isfinite);

anyrt_status_t ocl_op_isfinite(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_isfinite_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_isfinite_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_isfinite_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_isfinite_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isfinite: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: isfinite: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_isfinite, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- div: `c = a / b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_div[] = {
    "float ew_div_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a / b);\n"
    "}\n"
    "__kernel void ew_div_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_div_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_div_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_div_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_div_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_div_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_div_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_div_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_div_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_div_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_div_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_div_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_div_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a / b);\n"
    "}\n"
    "__kernel void ew_div_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_div_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_div_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_div_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_div = OCL_PROGRAM_INIT("div", "", ocl_ew_prelude, ocl_src_div);

anyrt_status_t ocl_op_div(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_div_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_div_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_div_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_div_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: div: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: div: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: div: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_div, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- floor_divide: `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0. */
static const char* const ocl_src_floor_divide[] = {
    "float ew_floor_divide_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(floordiv_f32(a, b));\n"
    "}\n"
    "__kernel void ew_floor_divide_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_floor_divide_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_floor_divide_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_floor_divide_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_floor_divide_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_floor_divide_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(floordiv_f64(a, b));\n"
    "}\n"
    "__kernel void ew_floor_divide_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_floor_divide_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(floordiv_i64(a, b));\n"
    "}\n"
    "__kernel void ew_floor_divide_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n",
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_floor_divide_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_floor_divide_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_floor_divide_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_floor_divide_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_floor_divide = OCL_PROGRAM_INIT("floor_divide", "", ocl_ew_prelude, ocl_src_floor_divide);

anyrt_status_t ocl_op_floor_divide(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_floor_divide_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_floor_divide_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_floor_divide_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_floor_divide_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_floor_divide_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_floor_divide_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_floor_divide_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_floor_divide_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_floor_divide_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: floor_divide: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: floor_divide: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: floor_divide: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_floor_divide, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- remainder: `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0. */
static const char* const ocl_src_remainder[] = {
    "float ew_remainder_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(floormod_f32(a, b));\n"
    "}\n"
    "__kernel void ew_remainder_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_remainder_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_remainder_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_remainder_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_remainder_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_remainder_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(floormod_f64(a, b));\n"
    "}\n"
    "__kernel void ew_remainder_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_remainder_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(floormod_i64(a, b));\n"
    "}\n"
    "__kernel void ew_remainder_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n",
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_remainder_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_remainder_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_remainder_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_remainder_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_remainder = OCL_PROGRAM_INIT("remainder", "", ocl_ew_prelude, ocl_src_remainder);

anyrt_status_t ocl_op_remainder(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_remainder_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_remainder_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_remainder_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_remainder_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_remainder_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_remainder_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_remainder_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_remainder_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_remainder_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: remainder: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: remainder: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: remainder: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_remainder, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- fmod: `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_fmod[] = {
    "float ew_fmod_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(fmod(a, b));\n"
    "}\n"
    "__kernel void ew_fmod_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_fmod_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmod_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_fmod_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmod_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_fmod_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmod_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_fmod_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmod_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmod_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmod_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmod_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_fmod_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(fmod(a, b));\n"
    "}\n"
    "__kernel void ew_fmod_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmod_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmod_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmod_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_fmod = OCL_PROGRAM_INIT("fmod", "", ocl_ew_prelude, ocl_src_fmod);

anyrt_status_t ocl_op_fmod(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_fmod_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_fmod_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_fmod_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_fmod_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmod: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmod: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmod: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_fmod, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- pow: `c = np.power(a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_pow[] = {
    "float ew_pow_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(pow(a, b));\n"
    "}\n"
    "__kernel void ew_pow_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_pow_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_pow_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_pow_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_pow_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_pow_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_pow_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_pow_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_pow_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_pow_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_pow_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_pow_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_pow_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(pow(a, b));\n"
    "}\n"
    "__kernel void ew_pow_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_pow_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_pow_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_pow_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_pow = OCL_PROGRAM_INIT("pow", "", ocl_ew_prelude, ocl_src_pow);

anyrt_status_t ocl_op_pow(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_pow_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_pow_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_pow_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_pow_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: pow: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: pow: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: pow: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_pow, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- maximum: `c = max(a, b)`; NaN in either gives NaN (torch.maximum). */
static const char* const ocl_src_maximum[] = {
    "float ew_maximum_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((a != a) | (a > b) ? a : b);\n"
    "}\n"
    "__kernel void ew_maximum_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_maximum_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_maximum_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_maximum_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_maximum_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_maximum_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((a != a) | (a > b) ? a : b);\n"
    "}\n"
    "__kernel void ew_maximum_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_maximum_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a > b ? a : b);\n"
    "}\n"
    "__kernel void ew_maximum_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n",
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_maximum_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_maximum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_maximum_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_maximum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_maximum = OCL_PROGRAM_INIT("maximum", "", ocl_ew_prelude, ocl_src_maximum);

anyrt_status_t ocl_op_maximum(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_maximum_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_maximum_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_maximum_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_maximum_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_maximum_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_maximum_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_maximum_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_maximum_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_maximum_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: maximum: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: maximum: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: maximum: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_maximum, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- minimum: `c = min(a, b)`; NaN in either gives NaN (torch.minimum). */
static const char* const ocl_src_minimum[] = {
    "float ew_minimum_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((a != a) | (a < b) ? a : b);\n"
    "}\n"
    "__kernel void ew_minimum_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_minimum_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_minimum_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_minimum_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_minimum_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_minimum_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((a != a) | (a < b) ? a : b);\n"
    "}\n"
    "__kernel void ew_minimum_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_minimum_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a < b ? a : b);\n"
    "}\n"
    "__kernel void ew_minimum_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n",
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_minimum_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_minimum_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_minimum_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_minimum_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_minimum = OCL_PROGRAM_INIT("minimum", "", ocl_ew_prelude, ocl_src_minimum);

anyrt_status_t ocl_op_minimum(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_minimum_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_minimum_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_minimum_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_minimum_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_minimum_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_minimum_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_minimum_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_minimum_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_minimum_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: minimum: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: minimum: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: minimum: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_minimum, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- fmax: `c = max(a, b)`, NaN ignored where the other is a number. */
static const char* const ocl_src_fmax[] = {
    "float ew_fmax_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(fmax(a, b));\n"
    "}\n"
    "__kernel void ew_fmax_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_fmax_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmax_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_fmax_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmax_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_fmax_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmax_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_fmax_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmax_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmax_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmax_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmax_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_fmax_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(fmax(a, b));\n"
    "}\n"
    "__kernel void ew_fmax_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmax_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmax_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmax_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_fmax = OCL_PROGRAM_INIT("fmax", "", ocl_ew_prelude, ocl_src_fmax);

anyrt_status_t ocl_op_fmax(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_fmax_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_fmax_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_fmax_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_fmax_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmax: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmax: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmax: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_fmax, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- fmin: `c = min(a, b)`, NaN ignored where the other is a number. */
static const char* const ocl_src_fmin[] = {
    "float ew_fmin_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(fmin(a, b));\n"
    "}\n"
    "__kernel void ew_fmin_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_fmin_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmin_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_fmin_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmin_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_fmin_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmin_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_fmin_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_fmin_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmin_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmin_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmin_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_fmin_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(fmin(a, b));\n"
    "}\n"
    "__kernel void ew_fmin_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_fmin_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_fmin_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_fmin_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_fmin = OCL_PROGRAM_INIT("fmin", "", ocl_ew_prelude, ocl_src_fmin);

anyrt_status_t ocl_op_fmin(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_fmin_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_fmin_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_fmin_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_fmin_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmin: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmin: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: fmin: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_fmin, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- atan2: `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_atan2[] = {
    "float ew_atan2_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(atan2(a, b));\n"
    "}\n"
    "__kernel void ew_atan2_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_atan2_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_atan2_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_atan2_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_atan2_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_atan2_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_atan2_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_atan2_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_atan2_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_atan2_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_atan2_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_atan2_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_atan2_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(atan2(a, b));\n"
    "}\n"
    "__kernel void ew_atan2_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_atan2_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_atan2_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_atan2_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_atan2 = OCL_PROGRAM_INIT("atan2", "", ocl_ew_prelude, ocl_src_atan2);

anyrt_status_t ocl_op_atan2(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_atan2_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_atan2_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_atan2_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_atan2_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atan2: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atan2: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: atan2: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_atan2, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- hypot: `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_hypot[] = {
    "float ew_hypot_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(hypot(a, b));\n"
    "}\n"
    "__kernel void ew_hypot_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_hypot_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_hypot_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_hypot_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_hypot_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_hypot_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_hypot_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_hypot_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_hypot_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_hypot_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_hypot_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_hypot_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_hypot_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(hypot(a, b));\n"
    "}\n"
    "__kernel void ew_hypot_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_hypot_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_hypot_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_hypot_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_hypot = OCL_PROGRAM_INIT("hypot", "", ocl_ew_prelude, ocl_src_hypot);

anyrt_status_t ocl_op_hypot(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_hypot_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_hypot_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_hypot_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_hypot_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hypot: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hypot: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hypot: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_hypot, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- copysign: `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_copysign[] = {
    "float ew_copysign_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(copysign(a, b));\n"
    "}\n"
    "__kernel void ew_copysign_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_copysign_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_copysign_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_copysign_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_copysign_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_copysign_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_copysign_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_copysign_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_copysign_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_copysign_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_copysign_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_copysign_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_copysign_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(copysign(a, b));\n"
    "}\n"
    "__kernel void ew_copysign_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_copysign_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_copysign_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_copysign_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_copysign = OCL_PROGRAM_INIT("copysign", "", ocl_ew_prelude, ocl_src_copysign);

anyrt_status_t ocl_op_copysign(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_copysign_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_copysign_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_copysign_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_copysign_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: copysign: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: copysign: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: copysign: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_copysign, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- logaddexp: `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */
static const char* const ocl_src_logaddexp[] = {
    "float ew_logaddexp_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a == b ? a + C(0.69314718055994531) : fmax(a, b) + log1p(exp(-fabs(a - b))));\n"
    "}\n"
    "__kernel void ew_logaddexp_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_logaddexp_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_logaddexp_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logaddexp_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_logaddexp_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_logaddexp_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logaddexp_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_logaddexp_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_logaddexp_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logaddexp_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a == b ? a + C(0.69314718055994531) : fmax(a, b) + log1p(exp(-fabs(a - b))));\n"
    "}\n"
    "__kernel void ew_logaddexp_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_logaddexp_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_logaddexp_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_logaddexp = OCL_PROGRAM_INIT("logaddexp", "", ocl_ew_prelude, ocl_src_logaddexp);

anyrt_status_t ocl_op_logaddexp(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logaddexp_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logaddexp_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logaddexp_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logaddexp_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_logaddexp, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- bitwise_and: `c = a & b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_bitwise_and[] = {
    "long ew_bitwise_and_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a & b);\n"
    "}\n"
    "__kernel void ew_bitwise_and_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_and_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_and_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_bitwise_and_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_and_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_bitwise_and_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_bitwise_and = OCL_PROGRAM_INIT("bitwise_and", "", ocl_ew_prelude, ocl_src_bitwise_and);

anyrt_status_t ocl_op_bitwise_and(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_INT8:
        kernel = "ew_bitwise_and_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_bitwise_and_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_bitwise_and_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_bitwise_and_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_bitwise_and_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_bitwise_and_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_and: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_and: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_and: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_bitwise_and, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- bitwise_or: `c = a | b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_bitwise_or[] = {
    "long ew_bitwise_or_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a | b);\n"
    "}\n"
    "__kernel void ew_bitwise_or_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_or_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_or_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_bitwise_or_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_or_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_bitwise_or_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_bitwise_or = OCL_PROGRAM_INIT("bitwise_or", "", ocl_ew_prelude, ocl_src_bitwise_or);

anyrt_status_t ocl_op_bitwise_or(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_INT8:
        kernel = "ew_bitwise_or_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_bitwise_or_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_bitwise_or_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_bitwise_or_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_bitwise_or_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_bitwise_or_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_or: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_or: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_or: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_bitwise_or, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- bitwise_xor: `c = a ^ b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_bitwise_xor[] = {
    "long ew_bitwise_xor_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a ^ b);\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_bitwise_xor_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_xor_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_bitwise_xor_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_bitwise_xor = OCL_PROGRAM_INIT("bitwise_xor", "", ocl_ew_prelude, ocl_src_bitwise_xor);

anyrt_status_t ocl_op_bitwise_xor(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_INT8:
        kernel = "ew_bitwise_xor_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_bitwise_xor_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_bitwise_xor_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_bitwise_xor_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_bitwise_xor_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_bitwise_xor_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_xor: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_xor: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_xor: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_bitwise_xor, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- eq: `c = a == b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_eq[] = {
    "float ew_eq_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a == b);\n"
    "}\n"
    "__kernel void ew_eq_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_eq_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a == b);\n"
    "}\n"
    "__kernel void ew_eq_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_eq_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a == b);\n"
    "}\n"
    "__kernel void ew_eq_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_eq_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_eq_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_eq_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_eq_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_eq_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_eq = OCL_PROGRAM_INIT("eq", "", ocl_ew_prelude, ocl_src_eq);

anyrt_status_t ocl_op_eq(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_eq_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_eq_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_eq_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_eq_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_eq_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_eq_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_eq_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_eq_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_eq_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_eq_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: eq: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: eq: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: eq: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_eq, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- ne: `c = a != b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_ne[] = {
    "float ew_ne_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a != b);\n"
    "}\n"
    "__kernel void ew_ne_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_ne_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a != b);\n"
    "}\n"
    "__kernel void ew_ne_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_ne_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a != b);\n"
    "}\n"
    "__kernel void ew_ne_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_ne_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ne_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ne_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_ne_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ne_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_ne = OCL_PROGRAM_INIT("ne", "", ocl_ew_prelude, ocl_src_ne);

anyrt_status_t ocl_op_ne(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_ne_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_ne_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_ne_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_ne_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_ne_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_ne_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_ne_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_ne_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_ne_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_ne_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ne: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ne: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ne: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_ne, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- lt: `c = a < b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_lt[] = {
    "float ew_lt_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a < b);\n"
    "}\n"
    "__kernel void ew_lt_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_lt_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a < b);\n"
    "}\n"
    "__kernel void ew_lt_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_lt_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a < b);\n"
    "}\n"
    "__kernel void ew_lt_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_lt_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_lt_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_lt_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_lt_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_lt_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_lt = OCL_PROGRAM_INIT("lt", "", ocl_ew_prelude, ocl_src_lt);

anyrt_status_t ocl_op_lt(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_lt_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_lt_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_lt_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_lt_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_lt_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_lt_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_lt_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_lt_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_lt_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_lt_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lt: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lt: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lt: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_lt, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- le: `c = a <= b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_le[] = {
    "float ew_le_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a <= b);\n"
    "}\n"
    "__kernel void ew_le_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_le_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a <= b);\n"
    "}\n"
    "__kernel void ew_le_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_le_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a <= b);\n"
    "}\n"
    "__kernel void ew_le_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_le_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_le_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_le_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_le_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_le_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_le = OCL_PROGRAM_INIT("le", "", ocl_ew_prelude, ocl_src_le);

anyrt_status_t ocl_op_le(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_le_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_le_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_le_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_le_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_le_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_le_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_le_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_le_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_le_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_le_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: le: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: le: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: le: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_le, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- gt: `c = a > b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_gt[] = {
    "float ew_gt_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a > b);\n"
    "}\n"
    "__kernel void ew_gt_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_gt_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a > b);\n"
    "}\n"
    "__kernel void ew_gt_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_gt_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a > b);\n"
    "}\n"
    "__kernel void ew_gt_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_gt_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_gt_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_gt_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_gt_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_gt_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_gt = OCL_PROGRAM_INIT("gt", "", ocl_ew_prelude, ocl_src_gt);

anyrt_status_t ocl_op_gt(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_gt_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_gt_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_gt_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_gt_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_gt_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_gt_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_gt_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_gt_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_gt_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_gt_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gt: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gt: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gt: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_gt, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- ge: `c = a >= b` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_ge[] = {
    "float ew_ge_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a >= b);\n"
    "}\n"
    "__kernel void ew_ge_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_ge_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a >= b);\n"
    "}\n"
    "__kernel void ew_ge_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_ge_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a >= b);\n"
    "}\n"
    "__kernel void ew_ge_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    "__kernel void ew_ge_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_ge_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_ge_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_ge_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_ge_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_ge = OCL_PROGRAM_INIT("ge", "", ocl_ew_prelude, ocl_src_ge);

anyrt_status_t ocl_op_ge(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_ge_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_ge_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_ge_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_ge_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_ge_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_ge_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_ge_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_ge_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_ge_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_ge_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ge: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ge: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: ge: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_ge, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- logical_and: `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_logical_and[] = {
    "float ew_logical_and_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((a != C(0)) & (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_and_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logical_and_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((a != C(0)) & (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_and_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_logical_and_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)((a != C(0)) & (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_and_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n",
    "__kernel void ew_logical_and_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_and_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_and_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_and_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_and_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_logical_and = OCL_PROGRAM_INIT("logical_and", "", ocl_ew_prelude, ocl_src_logical_and);

anyrt_status_t ocl_op_logical_and(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logical_and_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logical_and_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logical_and_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logical_and_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_logical_and_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_logical_and_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_logical_and_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_logical_and_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_logical_and_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_logical_and_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_and: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_and: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_and: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_logical_and, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- logical_or: `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_logical_or[] = {
    "float ew_logical_or_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((a != C(0)) | (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_or_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logical_or_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((a != C(0)) | (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_or_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_logical_or_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)((a != C(0)) | (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_or_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n",
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_or_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_or_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_or_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_or_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_logical_or = OCL_PROGRAM_INIT("logical_or", "", ocl_ew_prelude, ocl_src_logical_or);

anyrt_status_t ocl_op_logical_or(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logical_or_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logical_or_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logical_or_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logical_or_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_logical_or_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_logical_or_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_logical_or_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_logical_or_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_logical_or_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_logical_or_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_or: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_or: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_or: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_logical_or, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- logical_xor: `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_logical_xor[] = {
    "float ew_logical_xor_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((a != C(0)) != (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_xor_float16_c(__global uchar* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_float16_s(__global uchar* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_bfloat16_c(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_bfloat16_s(__global uchar* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_float32_c(__global uchar* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_float32_s(__global uchar* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logical_xor_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((a != C(0)) != (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_xor_float64_c(__global uchar* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_float64_s(__global uchar* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_logical_xor_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)((a != C(0)) != (b != C(0)));\n"
    "}\n"
    "__kernel void ew_logical_xor_int8_c(__global uchar* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_int8_s(__global uchar* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_int16_c(__global uchar* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n",
    "__kernel void ew_logical_xor_int16_s(__global uchar* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_int32_c(__global uchar* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_int32_s(__global uchar* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_int64_c(__global uchar* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_int64_s(__global uchar* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logical_xor_bool_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(c_, i, ew_logical_xor_i64(LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_logical_xor_bool_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(c_, o[0], ew_logical_xor_i64(LD_BOOL(a_, o[1]), LD_BOOL(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_logical_xor = OCL_PROGRAM_INIT("logical_xor", "", ocl_ew_prelude, ocl_src_logical_xor);

anyrt_status_t ocl_op_logical_xor(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logical_xor_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logical_xor_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logical_xor_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logical_xor_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_logical_xor_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_logical_xor_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_logical_xor_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_logical_xor_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_logical_xor_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_logical_xor_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_xor: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_xor: tensor c of another dtype");
    if (t[2].dtype != t[1].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logical_xor: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_logical_xor, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- where: `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_where[] = {
    "float ew_where_f32(long cond, float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(cond ? a : b);\n"
    "}\n"
    "__kernel void ew_where_float16_c(__global half* y_, __global const uchar* cond_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_where_f32(LD_BOOL(cond_, i), LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_float16_s(__global half* y_, __global const uchar* cond_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_H(y_, o[0], ew_where_f32(LD_BOOL(cond_, o[1]), LD_H(a_, o[2]), LD_H(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_bfloat16_c(__global ushort* y_, __global const uchar* cond_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_where_f32(LD_BOOL(cond_, i), LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_bfloat16_s(__global ushort* y_, __global const uchar* cond_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_B(y_, o[0], ew_where_f32(LD_BOOL(cond_, o[1]), LD_B(a_, o[2]), LD_B(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_float32_c(__global float* y_, __global const uchar* cond_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_f32(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_float32_s(__global float* y_, __global const uchar* cond_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_f32(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_where_f64(long cond, double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(cond ? a : b);\n"
    "}\n"
    "__kernel void ew_where_float64_c(__global double* y_, __global const uchar* cond_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_f64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_float64_s(__global double* y_, __global const uchar* cond_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_f64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "#endif\n"
    "long ew_where_i64(long cond, long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(cond ? a : b);\n"
    "}\n"
    "__kernel void ew_where_int8_c(__global char* y_, __global const uchar* cond_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_int8_s(__global char* y_, __global const uchar* cond_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n",
    "__kernel void ew_where_int16_c(__global short* y_, __global const uchar* cond_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_int16_s(__global short* y_, __global const uchar* cond_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_int32_c(__global int* y_, __global const uchar* cond_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_int32_s(__global int* y_, __global const uchar* cond_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_int64_c(__global long* y_, __global const uchar* cond_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_int64_s(__global long* y_, __global const uchar* cond_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_uint8_c(__global uchar* y_, __global const uchar* cond_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_uint8_s(__global uchar* y_, __global const uchar* cond_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_ID(a_, o[2]), LD_ID(b_, o[3])));\n"
    "}\n"
    "__kernel void ew_where_bool_c(__global uchar* y_, __global const uchar* cond_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_where_i64(LD_BOOL(cond_, i), LD_BOOL(a_, i), LD_BOOL(b_, i)));\n"
    "}\n"
    "__kernel void ew_where_bool_s(__global uchar* y_, __global const uchar* cond_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_BOOL(y_, o[0], ew_where_i64(LD_BOOL(cond_, o[1]), LD_BOOL(a_, o[2]), LD_BOOL(b_, o[3])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_where = OCL_PROGRAM_INIT("where", "", ocl_ew_prelude, ocl_src_where);

anyrt_status_t ocl_op_where(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_where_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_where_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_where_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_where_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_where_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_where_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_where_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_where_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_where_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_where_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: where: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: where: tensor cond of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: where: tensor a of another dtype");
    if (t[3].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: where: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_where, device, l, kernel, fp64, 4, NULL, 0);
}

/* ---- lerp: `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). */
static const char* const ocl_src_lerp[] = {
    "float ew_lerp_f32(float start, float end, float weight) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(weight < C(0.5) ? start + weight * (end - start) : end - (end - start) * (C(1) - weight));\n"
    "}\n"
    "__kernel void ew_lerp_float16_c(__global half* y_, __global const half* start_, __global const half* end_, __global const half* weight_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_lerp_f32(LD_H(start_, i), LD_H(end_, i), LD_H(weight_, i)));\n"
    "}\n"
    "__kernel void ew_lerp_float16_s(__global half* y_, __global const half* start_, __global const half* end_, __global const half* weight_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_H(y_, o[0], ew_lerp_f32(LD_H(start_, o[1]), LD_H(end_, o[2]), LD_H(weight_, o[3])));\n"
    "}\n"
    "__kernel void ew_lerp_bfloat16_c(__global ushort* y_, __global const ushort* start_, __global const ushort* end_, __global const ushort* weight_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_lerp_f32(LD_B(start_, i), LD_B(end_, i), LD_B(weight_, i)));\n"
    "}\n"
    "__kernel void ew_lerp_bfloat16_s(__global ushort* y_, __global const ushort* start_, __global const ushort* end_, __global const ushort* weight_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_B(y_, o[0], ew_lerp_f32(LD_B(start_, o[1]), LD_B(end_, o[2]), LD_B(weight_, o[3])));\n"
    "}\n"
    "__kernel void ew_lerp_float32_c(__global float* y_, __global const float* start_, __global const float* end_, __global const float* weight_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_lerp_f32(LD_ID(start_, i), LD_ID(end_, i), LD_ID(weight_, i)));\n"
    "}\n"
    "__kernel void ew_lerp_float32_s(__global float* y_, __global const float* start_, __global const float* end_, __global const float* weight_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_lerp_f32(LD_ID(start_, o[1]), LD_ID(end_, o[2]), LD_ID(weight_, o[3])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_lerp_f64(double start, double end, double weight) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(weight < C(0.5) ? start + weight * (end - start) : end - (end - start) * (C(1) - weight));\n"
    "}\n"
    "__kernel void ew_lerp_float64_c(__global double* y_, __global const double* start_, __global const double* end_, __global const double* weight_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_lerp_f64(LD_ID(start_, i), LD_ID(end_, i), LD_ID(weight_, i)));\n"
    "}\n"
    "__kernel void ew_lerp_float64_s(__global double* y_, __global const double* start_, __global const double* end_, __global const double* weight_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_lerp_f64(LD_ID(start_, o[1]), LD_ID(end_, o[2]), LD_ID(weight_, o[3])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_lerp = OCL_PROGRAM_INIT("lerp", "", ocl_ew_prelude, ocl_src_lerp);

anyrt_status_t ocl_op_lerp(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_lerp_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_lerp_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_lerp_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_lerp_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lerp: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lerp: tensor start of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lerp: tensor end of another dtype");
    if (t[3].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: lerp: tensor weight of another dtype");
    return ocl_ew_launch(&ocl_prog_lerp, device, l, kernel, fp64, 4, NULL, 0);
}

/* ---- addcmul: `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_addcmul[] = {
    "float ew_addcmul_f32(float x, float t1, float t2, float value) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x + value * t1 * t2);\n"
    "}\n"
    "__kernel void ew_addcmul_float16_c(__global half* y_, __global const half* x_, __global const half* t1_, __global const half* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_addcmul_f32(LD_H(x_, i), LD_H(t1_, i), LD_H(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_float16_s(__global half* y_, __global const half* x_, __global const half* t1_, __global const half* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_H(y_, o[0], ew_addcmul_f32(LD_H(x_, o[1]), LD_H(t1_, o[2]), LD_H(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_bfloat16_c(__global ushort* y_, __global const ushort* x_, __global const ushort* t1_, __global const ushort* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_addcmul_f32(LD_B(x_, i), LD_B(t1_, i), LD_B(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_bfloat16_s(__global ushort* y_, __global const ushort* x_, __global const ushort* t1_, __global const ushort* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_B(y_, o[0], ew_addcmul_f32(LD_B(x_, o[1]), LD_B(t1_, o[2]), LD_B(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_float32_c(__global float* y_, __global const float* x_, __global const float* t1_, __global const float* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_addcmul_f32(LD_ID(x_, i), LD_ID(t1_, i), LD_ID(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_float32_s(__global float* y_, __global const float* x_, __global const float* t1_, __global const float* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_addcmul_f32(LD_ID(x_, o[1]), LD_ID(t1_, o[2]), LD_ID(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_addcmul_f64(double x, double t1, double t2, double value) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x + value * t1 * t2);\n"
    "}\n"
    "__kernel void ew_addcmul_float64_c(__global double* y_, __global const double* x_, __global const double* t1_, __global const double* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_addcmul_f64(LD_ID(x_, i), LD_ID(t1_, i), LD_ID(t2_, i), (double)(value_)));\n"
    "}\n"
    "__kernel void ew_addcmul_float64_s(__global double* y_, __global const double* x_, __global const double* t1_, __global const double* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_addcmul_f64(LD_ID(x_, o[1]), LD_ID(t1_, o[2]), LD_ID(t2_, o[3]), (double)(value_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_addcmul = OCL_PROGRAM_INIT("addcmul", "", ocl_ew_prelude, ocl_src_addcmul);

anyrt_status_t ocl_op_addcmul(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_addcmul_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_addcmul_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_addcmul_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_addcmul_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcmul: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcmul: tensor x of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcmul: tensor t1 of another dtype");
    if (t[3].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcmul: tensor t2 of another dtype");
    const anyrt_addcmul_attrs_t* a = (const anyrt_addcmul_attrs_t*)l->attrs;
    const cl_float value = (cl_float)a->value;
    const ocl_karg_t args[1] = {OA_VAL(value)};
    return ocl_ew_launch(&ocl_prog_addcmul, device, l, kernel, fp64, 4, args, 1);
}

/* ---- addcdiv: `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_addcdiv[] = {
    "float ew_addcdiv_f32(float x, float t1, float t2, float value) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x + value * t1 / t2);\n"
    "}\n"
    "__kernel void ew_addcdiv_float16_c(__global half* y_, __global const half* x_, __global const half* t1_, __global const half* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_addcdiv_f32(LD_H(x_, i), LD_H(t1_, i), LD_H(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_float16_s(__global half* y_, __global const half* x_, __global const half* t1_, __global const half* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_H(y_, o[0], ew_addcdiv_f32(LD_H(x_, o[1]), LD_H(t1_, o[2]), LD_H(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_bfloat16_c(__global ushort* y_, __global const ushort* x_, __global const ushort* t1_, __global const ushort* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_addcdiv_f32(LD_B(x_, i), LD_B(t1_, i), LD_B(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_bfloat16_s(__global ushort* y_, __global const ushort* x_, __global const ushort* t1_, __global const ushort* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_B(y_, o[0], ew_addcdiv_f32(LD_B(x_, o[1]), LD_B(t1_, o[2]), LD_B(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_float32_c(__global float* y_, __global const float* x_, __global const float* t1_, __global const float* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_addcdiv_f32(LD_ID(x_, i), LD_ID(t1_, i), LD_ID(t2_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_float32_s(__global float* y_, __global const float* x_, __global const float* t1_, __global const float* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_addcdiv_f32(LD_ID(x_, o[1]), LD_ID(t1_, o[2]), LD_ID(t2_, o[3]), (float)(value_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_addcdiv_f64(double x, double t1, double t2, double value) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x + value * t1 / t2);\n"
    "}\n"
    "__kernel void ew_addcdiv_float64_c(__global double* y_, __global const double* x_, __global const double* t1_, __global const double* t2_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_addcdiv_f64(LD_ID(x_, i), LD_ID(t1_, i), LD_ID(t2_, i), (double)(value_)));\n"
    "}\n"
    "__kernel void ew_addcdiv_float64_s(__global double* y_, __global const double* x_, __global const double* t1_, __global const double* t2_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[4];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 4, o);\n"
    "    ST_ID(y_, o[0], ew_addcdiv_f64(LD_ID(x_, o[1]), LD_ID(t1_, o[2]), LD_ID(t2_, o[3]), (double)(value_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_addcdiv = OCL_PROGRAM_INIT("addcdiv", "", ocl_ew_prelude, ocl_src_addcdiv);

anyrt_status_t ocl_op_addcdiv(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_addcdiv_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_addcdiv_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_addcdiv_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_addcdiv_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcdiv: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcdiv: tensor x of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcdiv: tensor t1 of another dtype");
    if (t[3].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: addcdiv: tensor t2 of another dtype");
    const anyrt_addcdiv_attrs_t* a = (const anyrt_addcdiv_attrs_t*)l->attrs;
    const cl_float value = (cl_float)a->value;
    const ocl_karg_t args[1] = {OA_VAL(value)};
    return ocl_ew_launch(&ocl_prog_addcdiv, device, l, kernel, fp64, 4, args, 1);
}

/* ---- relu_backward: `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_relu_backward[] = {
    "float ew_relu_backward_f32(float dy, float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > C(0) ? dy : C(0));\n"
    "}\n"
    "__kernel void ew_relu_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_relu_backward_f32(LD_H(dy_, i), LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_relu_backward_f32(LD_H(dy_, o[1]), LD_H(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_relu_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_relu_backward_f32(LD_B(dy_, i), LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_relu_backward_f32(LD_B(dy_, o[1]), LD_B(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_relu_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_relu_backward_f32(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_relu_backward_f32(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_relu_backward_f64(double dy, double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > C(0) ? dy : C(0));\n"
    "}\n"
    "__kernel void ew_relu_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_relu_backward_f64(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_relu_backward_f64(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_relu_backward = OCL_PROGRAM_INIT("relu_backward", "", ocl_ew_prelude, ocl_src_relu_backward);

anyrt_status_t ocl_op_relu_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_relu_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_relu_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_relu_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_relu_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: relu_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: relu_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: relu_backward: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_relu_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- silu_backward: `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_silu_backward[] = {
    "float ew_silu_backward_f32(float dy, float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(dy / (C(1) + exp(-x)) * (C(1) + x * (C(1) - C(1) / (C(1) + exp(-x)))));\n"
    "}\n"
    "__kernel void ew_silu_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_silu_backward_f32(LD_H(dy_, i), LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_silu_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_silu_backward_f32(LD_H(dy_, o[1]), LD_H(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_silu_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_silu_backward_f32(LD_B(dy_, i), LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_silu_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_silu_backward_f32(LD_B(dy_, o[1]), LD_B(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_silu_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_silu_backward_f32(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_silu_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_silu_backward_f32(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_silu_backward_f64(double dy, double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(dy / (C(1) + exp(-x)) * (C(1) + x * (C(1) - C(1) / (C(1) + exp(-x)))));\n"
    "}\n"
    "__kernel void ew_silu_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_silu_backward_f64(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_silu_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_silu_backward_f64(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_silu_backward = OCL_PROGRAM_INIT("silu_backward", "", ocl_ew_prelude, ocl_src_silu_backward);

anyrt_status_t ocl_op_silu_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_silu_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_silu_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_silu_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_silu_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: silu_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: silu_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: silu_backward: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_silu_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- gelu_backward: `dx = dy * gelu'(x)`, gelu's exact (erf) form. */
static const char* const ocl_src_gelu_backward[] = {
    "float ew_gelu_backward_f32(float dy, float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(dy * (C(0.5) * (C(1) + erf(x * C(0.70710678118654752))) + x * C(0.39894228040143268) * exp(C(-0.5) * x * x)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_gelu_backward_f32(LD_H(dy_, i), LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_gelu_backward_f32(LD_H(dy_, o[1]), LD_H(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_gelu_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_gelu_backward_f32(LD_B(dy_, i), LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_gelu_backward_f32(LD_B(dy_, o[1]), LD_B(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_gelu_backward_f32(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_gelu_backward_f32(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_gelu_backward_f64(double dy, double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(dy * (C(0.5) * (C(1) + erf(x * C(0.70710678118654752))) + x * C(0.39894228040143268) * exp(C(-0.5) * x * x)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_gelu_backward_f64(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelu_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_gelu_backward_f64(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_gelu_backward = OCL_PROGRAM_INIT("gelu_backward", "", ocl_ew_prelude, ocl_src_gelu_backward);

anyrt_status_t ocl_op_gelu_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_gelu_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_gelu_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_gelu_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_gelu_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelu_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelu_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelu_backward: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_gelu_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- gelutanh_backward: `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0). */
static const char* const ocl_src_gelutanh_backward[] = {
    "float ew_gelutanh_backward_f32(float dy, float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(dy * (((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) >= C(0) ? C(1) : exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) / (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) + (exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) > C(0) ? C(1.5957691216057307) * x * (C(1) + C(0.134145) * x * x) * exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) / ((C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) * (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))))) : C(0))));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_gelutanh_backward_f32(LD_H(dy_, i), LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_gelutanh_backward_f32(LD_H(dy_, o[1]), LD_H(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_gelutanh_backward_f32(LD_B(dy_, i), LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_gelutanh_backward_f32(LD_B(dy_, o[1]), LD_B(x_, o[2])));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_gelutanh_backward_f32(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_gelutanh_backward_f32(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_gelutanh_backward_f64(double dy, double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(dy * (((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)) >= C(0) ? C(1) : exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) / (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) + (exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) > C(0) ? C(1.5957691216057307) * x * (C(1) + C(0.134145) * x * x) * exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))) / ((C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x))))) * (C(1) + exp(C(-2) * fabs((C(0.79788456080286536) * (x + C(0.044715) * x * x * x)))))) : C(0))));\n"
    "}\n"
    "__kernel void ew_gelutanh_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_gelutanh_backward_f64(LD_ID(dy_, i), LD_ID(x_, i)));\n"
    "}\n",
    "__kernel void ew_gelutanh_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_gelutanh_backward_f64(LD_ID(dy_, o[1]), LD_ID(x_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_gelutanh_backward = OCL_PROGRAM_INIT("gelutanh_backward", "", ocl_ew_prelude, ocl_src_gelutanh_backward);

anyrt_status_t ocl_op_gelutanh_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_gelutanh_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_gelutanh_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_gelutanh_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_gelutanh_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelutanh_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelutanh_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: gelutanh_backward: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_gelutanh_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- sigmoid_backward: `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_sigmoid_backward[] = {
    "float ew_sigmoid_backward_f32(float dy, float y) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(dy * y * (C(1) - y));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_sigmoid_backward_f32(LD_H(dy_, i), LD_H(y_, i)));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_sigmoid_backward_f32(LD_H(dy_, o[1]), LD_H(y_, o[2])));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_sigmoid_backward_f32(LD_B(dy_, i), LD_B(y_, i)));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_sigmoid_backward_f32(LD_B(dy_, o[1]), LD_B(y_, o[2])));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_sigmoid_backward_f32(LD_ID(dy_, i), LD_ID(y_, i)));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_sigmoid_backward_f32(LD_ID(dy_, o[1]), LD_ID(y_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sigmoid_backward_f64(double dy, double y) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(dy * y * (C(1) - y));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_sigmoid_backward_f64(LD_ID(dy_, i), LD_ID(y_, i)));\n"
    "}\n"
    "__kernel void ew_sigmoid_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_sigmoid_backward_f64(LD_ID(dy_, o[1]), LD_ID(y_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_sigmoid_backward = OCL_PROGRAM_INIT("sigmoid_backward", "", ocl_ew_prelude, ocl_src_sigmoid_backward);

anyrt_status_t ocl_op_sigmoid_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sigmoid_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sigmoid_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sigmoid_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sigmoid_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sigmoid_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sigmoid_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sigmoid_backward: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_sigmoid_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- tanh_backward: `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_tanh_backward[] = {
    "float ew_tanh_backward_f32(float dy, float y) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(dy * (C(1) - y * y));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float16_c(__global half* dx_, __global const half* dy_, __global const half* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(dx_, i, ew_tanh_backward_f32(LD_H(dy_, i), LD_H(y_, i)));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float16_s(__global half* dx_, __global const half* dy_, __global const half* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(dx_, o[0], ew_tanh_backward_f32(LD_H(dy_, o[1]), LD_H(y_, o[2])));\n"
    "}\n"
    "__kernel void ew_tanh_backward_bfloat16_c(__global ushort* dx_, __global const ushort* dy_, __global const ushort* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(dx_, i, ew_tanh_backward_f32(LD_B(dy_, i), LD_B(y_, i)));\n"
    "}\n"
    "__kernel void ew_tanh_backward_bfloat16_s(__global ushort* dx_, __global const ushort* dy_, __global const ushort* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(dx_, o[0], ew_tanh_backward_f32(LD_B(dy_, o[1]), LD_B(y_, o[2])));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float32_c(__global float* dx_, __global const float* dy_, __global const float* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_tanh_backward_f32(LD_ID(dy_, i), LD_ID(y_, i)));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float32_s(__global float* dx_, __global const float* dy_, __global const float* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_tanh_backward_f32(LD_ID(dy_, o[1]), LD_ID(y_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_tanh_backward_f64(double dy, double y) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(dy * (C(1) - y * y));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float64_c(__global double* dx_, __global const double* dy_, __global const double* y_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(dx_, i, ew_tanh_backward_f64(LD_ID(dy_, i), LD_ID(y_, i)));\n"
    "}\n"
    "__kernel void ew_tanh_backward_float64_s(__global double* dx_, __global const double* dy_, __global const double* y_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(dx_, o[0], ew_tanh_backward_f64(LD_ID(dy_, o[1]), LD_ID(y_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_tanh_backward = OCL_PROGRAM_INIT("tanh_backward", "", ocl_ew_prelude, ocl_src_tanh_backward);

anyrt_status_t ocl_op_tanh_backward(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_tanh_backward_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_tanh_backward_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_tanh_backward_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_tanh_backward_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tanh_backward: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tanh_backward: tensor dy of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tanh_backward: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_tanh_backward, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- relu6: `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6). */
static const char* const ocl_src_relu6[] = {
    "float ew_relu6_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x < C(0) ? C(0) : (x > C(6) ? C(6) : x));\n"
    "}\n"
    "__kernel void ew_relu6_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_relu6_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu6_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_relu6_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_relu6_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_relu6_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu6_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_relu6_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_relu6_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_relu6_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu6_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_relu6_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_relu6_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x < C(0) ? C(0) : (x > C(6) ? C(6) : x));\n"
    "}\n"
    "__kernel void ew_relu6_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_relu6_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_relu6_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_relu6_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_relu6 = OCL_PROGRAM_INIT("relu6", "", ocl_ew_prelude, ocl_src_relu6);

anyrt_status_t ocl_op_relu6(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_relu6_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_relu6_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_relu6_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_relu6_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: relu6: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: relu6: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_relu6, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- softsign: `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_softsign[] = {
    "float ew_softsign_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x / (C(1) + fabs(x)));\n"
    "}\n"
    "__kernel void ew_softsign_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_softsign_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_softsign_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_softsign_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_softsign_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_softsign_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_softsign_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_softsign_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_softsign_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_softsign_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_softsign_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_softsign_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_softsign_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x / (C(1) + fabs(x)));\n"
    "}\n"
    "__kernel void ew_softsign_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_softsign_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_softsign_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_softsign_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_softsign = OCL_PROGRAM_INIT("softsign", "", ocl_ew_prelude, ocl_src_softsign);

anyrt_status_t ocl_op_softsign(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_softsign_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_softsign_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_softsign_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_softsign_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: softsign: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: softsign: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_softsign, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- tanhshrink: `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation). */
static const char* const ocl_src_tanhshrink[] = {
    "float ew_tanhshrink_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x - tanh(x));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_tanhshrink_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_tanhshrink_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_tanhshrink_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_tanhshrink_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_tanhshrink_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_tanhshrink_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_tanhshrink_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_tanhshrink_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_tanhshrink_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x - tanh(x));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_tanhshrink_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_tanhshrink_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_tanhshrink_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_tanhshrink = OCL_PROGRAM_INIT("tanhshrink", "", ocl_ew_prelude, ocl_src_tanhshrink);

anyrt_status_t ocl_op_tanhshrink(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_tanhshrink_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_tanhshrink_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_tanhshrink_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_tanhshrink_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tanhshrink: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: tanhshrink: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_tanhshrink, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- selu: `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772). */
static const char* const ocl_src_selu[] = {
    "float ew_selu_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > C(0) ? C(1.0507009873554805) * x : C(1.7580993408473766) * expm1(x));\n"
    "}\n"
    "__kernel void ew_selu_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_selu_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_selu_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_selu_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_selu_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_selu_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_selu_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_selu_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_selu_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_selu_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_selu_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_selu_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_selu_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > C(0) ? C(1.0507009873554805) * x : C(1.7580993408473766) * expm1(x));\n"
    "}\n"
    "__kernel void ew_selu_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_selu_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_selu_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_selu_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_selu = OCL_PROGRAM_INIT("selu", "", ocl_ew_prelude, ocl_src_selu);

anyrt_status_t ocl_op_selu(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_selu_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_selu_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_selu_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_selu_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: selu: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: selu: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_selu, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- logaddexp2: `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch). */
static const char* const ocl_src_logaddexp2[] = {
    "float ew_logaddexp2_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a == b ? a + C(1) : fmax(a, b) + log2(C(1) + exp2(-fabs(a - b))));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_logaddexp2_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_logaddexp2_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logaddexp2_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_logaddexp2_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp2_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_logaddexp2_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_logaddexp2_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_logaddexp2_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logaddexp2_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a == b ? a + C(1) : fmax(a, b) + log2(C(1) + exp2(-fabs(a - b))));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_logaddexp2_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_logaddexp2_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_logaddexp2_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_logaddexp2 = OCL_PROGRAM_INIT("logaddexp2", "", ocl_ew_prelude, ocl_src_logaddexp2);

anyrt_status_t ocl_op_logaddexp2(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logaddexp2_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logaddexp2_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logaddexp2_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logaddexp2_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp2: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp2: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logaddexp2: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_logaddexp2, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- bitwise_right_shift: `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's). */
static const char* const ocl_src_bitwise_right_shift[] = {
    "long ew_bitwise_right_shift_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)((b < C(0)) | (b >= C(64)) ? (a < C(0) ? C(-1) : C(0)) : a >> b);\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_right_shift_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_right_shift_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_right_shift_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_right_shift_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_right_shift_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_right_shift_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_right_shift_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_right_shift_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_bitwise_right_shift_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_bitwise_right_shift_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_bitwise_right_shift_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_bitwise_right_shift = OCL_PROGRAM_INIT("bitwise_right_shift", "", ocl_ew_prelude, ocl_src_bitwise_right_shift);

anyrt_status_t ocl_op_bitwise_right_shift(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_INT8:
        kernel = "ew_bitwise_right_shift_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_bitwise_right_shift_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_bitwise_right_shift_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_bitwise_right_shift_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_bitwise_right_shift_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_right_shift: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_right_shift: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: bitwise_right_shift: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_bitwise_right_shift, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- broadcast_to: `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy. */
static const char* const ocl_src_broadcast_to[] = {
    "float ew_broadcast_to_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x);\n"
    "}\n"
    "__kernel void ew_broadcast_to_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_broadcast_to_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_broadcast_to_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_broadcast_to_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_broadcast_to_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_broadcast_to_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x);\n"
    "}\n"
    "__kernel void ew_broadcast_to_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n"
    "long ew_broadcast_to_i64(long x) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(x);\n"
    "}\n"
    "__kernel void ew_broadcast_to_int8_c(__global char* y_, __global const char* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int8_s(__global char* y_, __global const char* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int16_c(__global short* y_, __global const short* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int16_s(__global short* y_, __global const short* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int32_c(__global int* y_, __global const int* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int32_s(__global int* y_, __global const int* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n",
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int64_c(__global long* y_, __global const long* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_int64_s(__global long* y_, __global const long* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_uint8_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_broadcast_to_i64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_uint8_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_broadcast_to_i64(LD_ID(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_broadcast_to_bool_c(__global uchar* y_, __global const uchar* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_broadcast_to_i64(LD_BOOL(x_, i)));\n"
    "}\n"
    "__kernel void ew_broadcast_to_bool_s(__global uchar* y_, __global const uchar* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_broadcast_to_i64(LD_BOOL(x_, o[1])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_broadcast_to = OCL_PROGRAM_INIT("broadcast_to", "", ocl_ew_prelude, ocl_src_broadcast_to);

anyrt_status_t ocl_op_broadcast_to(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_broadcast_to_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_broadcast_to_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_broadcast_to_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_broadcast_to_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_broadcast_to_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_broadcast_to_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_broadcast_to_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_broadcast_to_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_broadcast_to_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_broadcast_to_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: broadcast_to: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: broadcast_to: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_broadcast_to, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- hardsigmoid: `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid). */
static const char* const ocl_src_hardsigmoid[] = {
    "float ew_hardsigmoid_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((x + C(3) < C(0) ? C(0) : (x + C(3) > C(6) ? C(6) : x + C(3))) / C(6));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_hardsigmoid_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_hardsigmoid_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_hardsigmoid_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_hardsigmoid_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_hardsigmoid_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_hardsigmoid_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_hardsigmoid_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((x + C(3) < C(0) ? C(0) : (x + C(3) > C(6) ? C(6) : x + C(3))) / C(6));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_hardsigmoid_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_hardsigmoid_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_hardsigmoid_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_hardsigmoid = OCL_PROGRAM_INIT("hardsigmoid", "", ocl_ew_prelude, ocl_src_hardsigmoid);

anyrt_status_t ocl_op_hardsigmoid(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_hardsigmoid_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_hardsigmoid_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_hardsigmoid_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_hardsigmoid_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hardsigmoid: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hardsigmoid: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_hardsigmoid, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- mish: `y = x * tanh(softplus(x))` (torch.nn.functional.mish). */
static const char* const ocl_src_mish[] = {
    "float ew_mish_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x * tanh(log1p(exp(x))));\n"
    "}\n"
    "__kernel void ew_mish_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_mish_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_mish_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_mish_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_mish_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_mish_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_mish_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_mish_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_mish_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_mish_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_mish_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_mish_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_mish_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x * tanh(log1p(exp(x))));\n"
    "}\n"
    "__kernel void ew_mish_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_mish_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_mish_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_mish_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_mish = OCL_PROGRAM_INIT("mish", "", ocl_ew_prelude, ocl_src_mish);

anyrt_status_t ocl_op_mish(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_mish_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_mish_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_mish_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_mish_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: mish: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: mish: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_mish, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- logsigmoid: `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid). */
static const char* const ocl_src_logsigmoid[] = {
    "float ew_logsigmoid_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((x < C(0) ? x : C(0)) - log1p(exp(-fabs(x))));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_logsigmoid_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_logsigmoid_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logsigmoid_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_logsigmoid_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_logsigmoid_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_logsigmoid_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_logsigmoid_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_logsigmoid_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_logsigmoid_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((x < C(0) ? x : C(0)) - log1p(exp(-fabs(x))));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_logsigmoid_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_logsigmoid_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_logsigmoid_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_logsigmoid = OCL_PROGRAM_INIT("logsigmoid", "", ocl_ew_prelude, ocl_src_logsigmoid);

anyrt_status_t ocl_op_logsigmoid(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_logsigmoid_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_logsigmoid_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_logsigmoid_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_logsigmoid_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logsigmoid: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: logsigmoid: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_logsigmoid, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- frac: `y = x - trunc(x)`, the sign of x (torch.frac). */
static const char* const ocl_src_frac[] = {
    "float ew_frac_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x - trunc(x));\n"
    "}\n"
    "__kernel void ew_frac_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_frac_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_frac_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_frac_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_frac_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_frac_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_frac_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_frac_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_frac_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_frac_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_frac_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_frac_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_frac_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x - trunc(x));\n"
    "}\n"
    "__kernel void ew_frac_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_frac_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_frac_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_frac_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_frac = OCL_PROGRAM_INIT("frac", "", ocl_ew_prelude, ocl_src_frac);

anyrt_status_t ocl_op_frac(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_frac_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_frac_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_frac_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_frac_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: frac: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: frac: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_frac, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- sinc: `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc). */
static const char* const ocl_src_sinc[] = {
    "float ew_sinc_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x == C(0) ? C(1) : sin(C(3.14159265358979323846) * x) / (C(3.14159265358979323846) * x));\n"
    "}\n"
    "__kernel void ew_sinc_float16_c(__global half* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_sinc_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinc_float16_s(__global half* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_sinc_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sinc_bfloat16_c(__global ushort* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_sinc_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinc_bfloat16_s(__global ushort* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_sinc_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_sinc_float32_c(__global float* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sinc_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinc_float32_s(__global float* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sinc_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_sinc_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x == C(0) ? C(1) : sin(C(3.14159265358979323846) * x) / (C(3.14159265358979323846) * x));\n"
    "}\n"
    "__kernel void ew_sinc_float64_c(__global double* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_sinc_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_sinc_float64_s(__global double* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_sinc_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_sinc = OCL_PROGRAM_INIT("sinc", "", ocl_ew_prelude, ocl_src_sinc);

anyrt_status_t ocl_op_sinc(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_sinc_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_sinc_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_sinc_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_sinc_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sinc: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: sinc: tensor x of another dtype");
    return ocl_ew_launch(&ocl_prog_sinc, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- signbit: `y = x's sign bit is set` (-0.0 and negative NaN included), as bool. */
static const char* const ocl_src_signbit[] = {
    "float ew_signbit_f32(float x) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(signbit(x));\n"
    "}\n"
    "__kernel void ew_signbit_float16_c(__global uchar* y_, __global const half* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_signbit_f32(LD_H(x_, i)));\n"
    "}\n"
    "__kernel void ew_signbit_float16_s(__global uchar* y_, __global const half* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_signbit_f32(LD_H(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_signbit_bfloat16_c(__global uchar* y_, __global const ushort* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_signbit_f32(LD_B(x_, i)));\n"
    "}\n"
    "__kernel void ew_signbit_bfloat16_s(__global uchar* y_, __global const ushort* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_signbit_f32(LD_B(x_, o[1])));\n"
    "}\n"
    "__kernel void ew_signbit_float32_c(__global uchar* y_, __global const float* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_signbit_f32(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_signbit_float32_s(__global uchar* y_, __global const float* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_signbit_f32(LD_ID(x_, o[1])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_signbit_f64(double x) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(signbit(x));\n"
    "}\n"
    "__kernel void ew_signbit_float64_c(__global uchar* y_, __global const double* x_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_signbit_f64(LD_ID(x_, i)));\n"
    "}\n"
    "__kernel void ew_signbit_float64_s(__global uchar* y_, __global const double* x_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_BOOL(y_, o[0], ew_signbit_f64(LD_ID(x_, o[1])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_signbit = OCL_PROGRAM_INIT("signbit", "", ocl_ew_prelude, ocl_src_signbit);

anyrt_status_t ocl_op_signbit(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[1].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_signbit_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_signbit_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_signbit_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_signbit_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: signbit: no kernel for dtype %d", (int)t[1].dtype);
    }
    if (t[0].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: signbit: tensor y of another dtype");
    return ocl_ew_launch(&ocl_prog_signbit, device, l, kernel, fp64, 2, NULL, 0);
}

/* ---- leaky_relu: `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu). */
static const char* const ocl_src_leaky_relu[] = {
    "float ew_leaky_relu_f32(float x, float negative_slope) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > C(0) ? x : x * negative_slope);\n"
    "}\n"
    "__kernel void ew_leaky_relu_float16_c(__global half* y_, __global const half* x_, float negative_slope_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_leaky_relu_f32(LD_H(x_, i), (float)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_float16_s(__global half* y_, __global const half* x_, float negative_slope_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_leaky_relu_f32(LD_H(x_, o[1]), (float)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_bfloat16_c(__global ushort* y_, __global const ushort* x_, float negative_slope_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_leaky_relu_f32(LD_B(x_, i), (float)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_bfloat16_s(__global ushort* y_, __global const ushort* x_, float negative_slope_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_leaky_relu_f32(LD_B(x_, o[1]), (float)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_float32_c(__global float* y_, __global const float* x_, float negative_slope_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_leaky_relu_f32(LD_ID(x_, i), (float)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_float32_s(__global float* y_, __global const float* x_, float negative_slope_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_leaky_relu_f32(LD_ID(x_, o[1]), (float)(negative_slope_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_leaky_relu_f64(double x, double negative_slope) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > C(0) ? x : x * negative_slope);\n"
    "}\n"
    "__kernel void ew_leaky_relu_float64_c(__global double* y_, __global const double* x_, float negative_slope_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_leaky_relu_f64(LD_ID(x_, i), (double)(negative_slope_)));\n"
    "}\n"
    "__kernel void ew_leaky_relu_float64_s(__global double* y_, __global const double* x_, float negative_slope_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_leaky_relu_f64(LD_ID(x_, o[1]), (double)(negative_slope_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_leaky_relu = OCL_PROGRAM_INIT("leaky_relu", "", ocl_ew_prelude, ocl_src_leaky_relu);

anyrt_status_t ocl_op_leaky_relu(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_leaky_relu_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_leaky_relu_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_leaky_relu_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_leaky_relu_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: leaky_relu: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: leaky_relu: tensor x of another dtype");
    const anyrt_leaky_relu_attrs_t* a = (const anyrt_leaky_relu_attrs_t*)l->attrs;
    const cl_float negative_slope = (cl_float)a->negative_slope;
    const ocl_karg_t args[1] = {OA_VAL(negative_slope)};
    return ocl_ew_launch(&ocl_prog_leaky_relu, device, l, kernel, fp64, 2, args, 1);
}

/* ---- elu: `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too. */
static const char* const ocl_src_elu[] = {
    "float ew_elu_f32(float x, float alpha, float scale, float input_scale) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > C(0) ? x * scale : expm1(x * input_scale) * (alpha * scale));\n"
    "}\n"
    "__kernel void ew_elu_float16_c(__global half* y_, __global const half* x_, float alpha_, float scale_, float input_scale_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_elu_f32(LD_H(x_, i), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_float16_s(__global half* y_, __global const half* x_, float alpha_, float scale_, float input_scale_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_elu_f32(LD_H(x_, o[1]), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_bfloat16_c(__global ushort* y_, __global const ushort* x_, float alpha_, float scale_, float input_scale_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_elu_f32(LD_B(x_, i), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_bfloat16_s(__global ushort* y_, __global const ushort* x_, float alpha_, float scale_, float input_scale_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_elu_f32(LD_B(x_, o[1]), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_float32_c(__global float* y_, __global const float* x_, float alpha_, float scale_, float input_scale_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_elu_f32(LD_ID(x_, i), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_float32_s(__global float* y_, __global const float* x_, float alpha_, float scale_, float input_scale_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_elu_f32(LD_ID(x_, o[1]), (float)(alpha_), (float)(scale_), (float)(input_scale_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_elu_f64(double x, double alpha, double scale, double input_scale) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > C(0) ? x * scale : expm1(x * input_scale) * (alpha * scale));\n"
    "}\n"
    "__kernel void ew_elu_float64_c(__global double* y_, __global const double* x_, float alpha_, float scale_, float input_scale_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_elu_f64(LD_ID(x_, i), (double)(alpha_), (double)(scale_), (double)(input_scale_)));\n"
    "}\n"
    "__kernel void ew_elu_float64_s(__global double* y_, __global const double* x_, float alpha_, float scale_, float input_scale_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_elu_f64(LD_ID(x_, o[1]), (double)(alpha_), (double)(scale_), (double)(input_scale_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_elu = OCL_PROGRAM_INIT("elu", "", ocl_ew_prelude, ocl_src_elu);

anyrt_status_t ocl_op_elu(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_elu_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_elu_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_elu_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_elu_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: elu: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: elu: tensor x of another dtype");
    const anyrt_elu_attrs_t* a = (const anyrt_elu_attrs_t*)l->attrs;
    const cl_float alpha = (cl_float)a->alpha;
    const cl_float scale = (cl_float)a->scale;
    const cl_float input_scale = (cl_float)a->input_scale;
    const ocl_karg_t args[3] = {OA_VAL(alpha), OA_VAL(scale), OA_VAL(input_scale)};
    return ocl_ew_launch(&ocl_prog_elu, device, l, kernel, fp64, 2, args, 3);
}

/* ---- hardshrink: `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink). */
static const char* const ocl_src_hardshrink[] = {
    "float ew_hardshrink_f32(float x, float lambd) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)((x >= -lambd) & (x <= lambd) ? C(0) : x);\n"
    "}\n"
    "__kernel void ew_hardshrink_float16_c(__global half* y_, __global const half* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_hardshrink_f32(LD_H(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_float16_s(__global half* y_, __global const half* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_hardshrink_f32(LD_H(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_bfloat16_c(__global ushort* y_, __global const ushort* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_hardshrink_f32(LD_B(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_bfloat16_s(__global ushort* y_, __global const ushort* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_hardshrink_f32(LD_B(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_float32_c(__global float* y_, __global const float* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_hardshrink_f32(LD_ID(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_float32_s(__global float* y_, __global const float* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_hardshrink_f32(LD_ID(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_hardshrink_f64(double x, double lambd) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)((x >= -lambd) & (x <= lambd) ? C(0) : x);\n"
    "}\n"
    "__kernel void ew_hardshrink_float64_c(__global double* y_, __global const double* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_hardshrink_f64(LD_ID(x_, i), (double)(lambd_)));\n"
    "}\n"
    "__kernel void ew_hardshrink_float64_s(__global double* y_, __global const double* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_hardshrink_f64(LD_ID(x_, o[1]), (double)(lambd_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_hardshrink = OCL_PROGRAM_INIT("hardshrink", "", ocl_ew_prelude, ocl_src_hardshrink);

anyrt_status_t ocl_op_hardshrink(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_hardshrink_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_hardshrink_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_hardshrink_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_hardshrink_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hardshrink: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: hardshrink: tensor x of another dtype");
    const anyrt_hardshrink_attrs_t* a = (const anyrt_hardshrink_attrs_t*)l->attrs;
    const cl_float lambd = (cl_float)a->lambd;
    const ocl_karg_t args[1] = {OA_VAL(lambd)};
    return ocl_ew_launch(&ocl_prog_hardshrink, device, l, kernel, fp64, 2, args, 1);
}

/* ---- softshrink: `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink). */
static const char* const ocl_src_softshrink[] = {
    "float ew_softshrink_f32(float x, float lambd) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x > lambd ? x - lambd : (x < -lambd ? x + lambd : x * C(0)));\n"
    "}\n"
    "__kernel void ew_softshrink_float16_c(__global half* y_, __global const half* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_softshrink_f32(LD_H(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_float16_s(__global half* y_, __global const half* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_softshrink_f32(LD_H(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_bfloat16_c(__global ushort* y_, __global const ushort* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_softshrink_f32(LD_B(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_bfloat16_s(__global ushort* y_, __global const ushort* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_softshrink_f32(LD_B(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_float32_c(__global float* y_, __global const float* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_softshrink_f32(LD_ID(x_, i), (float)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_float32_s(__global float* y_, __global const float* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_softshrink_f32(LD_ID(x_, o[1]), (float)(lambd_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_softshrink_f64(double x, double lambd) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x > lambd ? x - lambd : (x < -lambd ? x + lambd : x * C(0)));\n"
    "}\n"
    "__kernel void ew_softshrink_float64_c(__global double* y_, __global const double* x_, float lambd_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_softshrink_f64(LD_ID(x_, i), (double)(lambd_)));\n"
    "}\n"
    "__kernel void ew_softshrink_float64_s(__global double* y_, __global const double* x_, float lambd_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_softshrink_f64(LD_ID(x_, o[1]), (double)(lambd_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_softshrink = OCL_PROGRAM_INIT("softshrink", "", ocl_ew_prelude, ocl_src_softshrink);

anyrt_status_t ocl_op_softshrink(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_softshrink_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_softshrink_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_softshrink_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_softshrink_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: softshrink: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: softshrink: tensor x of another dtype");
    const anyrt_softshrink_attrs_t* a = (const anyrt_softshrink_attrs_t*)l->attrs;
    const cl_float lambd = (cl_float)a->lambd;
    const ocl_karg_t args[1] = {OA_VAL(lambd)};
    return ocl_ew_launch(&ocl_prog_softshrink, device, l, kernel, fp64, 2, args, 1);
}

/* ---- threshold: `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold). */
static const char* const ocl_src_threshold[] = {
    "float ew_threshold_f32(float x, float threshold, float value) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x <= threshold ? value : x);\n"
    "}\n"
    "__kernel void ew_threshold_float16_c(__global half* y_, __global const half* x_, float threshold_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_threshold_f32(LD_H(x_, i), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_float16_s(__global half* y_, __global const half* x_, float threshold_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_threshold_f32(LD_H(x_, o[1]), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_bfloat16_c(__global ushort* y_, __global const ushort* x_, float threshold_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_threshold_f32(LD_B(x_, i), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_bfloat16_s(__global ushort* y_, __global const ushort* x_, float threshold_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_threshold_f32(LD_B(x_, o[1]), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_float32_c(__global float* y_, __global const float* x_, float threshold_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_threshold_f32(LD_ID(x_, i), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_float32_s(__global float* y_, __global const float* x_, float threshold_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_threshold_f32(LD_ID(x_, o[1]), (float)(threshold_), (float)(value_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_threshold_f64(double x, double threshold, double value) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x <= threshold ? value : x);\n"
    "}\n"
    "__kernel void ew_threshold_float64_c(__global double* y_, __global const double* x_, float threshold_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_threshold_f64(LD_ID(x_, i), (double)(threshold_), (double)(value_)));\n"
    "}\n"
    "__kernel void ew_threshold_float64_s(__global double* y_, __global const double* x_, float threshold_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_threshold_f64(LD_ID(x_, o[1]), (double)(threshold_), (double)(value_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_threshold = OCL_PROGRAM_INIT("threshold", "", ocl_ew_prelude, ocl_src_threshold);

anyrt_status_t ocl_op_threshold(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_threshold_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_threshold_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_threshold_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_threshold_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: threshold: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: threshold: tensor x of another dtype");
    const anyrt_threshold_attrs_t* a = (const anyrt_threshold_attrs_t*)l->attrs;
    const cl_float threshold = (cl_float)a->threshold;
    const cl_float value = (cl_float)a->value;
    const ocl_karg_t args[2] = {OA_VAL(threshold), OA_VAL(value)};
    return ocl_ew_launch(&ocl_prog_threshold, device, l, kernel, fp64, 2, args, 2);
}

/* ---- nan_to_num: `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num). */
static const char* const ocl_src_nan_to_num[] = {
    "float ew_nan_to_num_f32(float x, float nan, float posinf, float neginf) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(x != x ? nan : (isinf(x) ? (x > C(0) ? posinf : neginf) : x));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float16_c(__global half* y_, __global const half* x_, float nan_, float posinf_, float neginf_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_nan_to_num_f32(LD_H(x_, i), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float16_s(__global half* y_, __global const half* x_, float nan_, float posinf_, float neginf_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_H(y_, o[0], ew_nan_to_num_f32(LD_H(x_, o[1]), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_bfloat16_c(__global ushort* y_, __global const ushort* x_, float nan_, float posinf_, float neginf_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_nan_to_num_f32(LD_B(x_, i), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_bfloat16_s(__global ushort* y_, __global const ushort* x_, float nan_, float posinf_, float neginf_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_B(y_, o[0], ew_nan_to_num_f32(LD_B(x_, o[1]), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float32_c(__global float* y_, __global const float* x_, float nan_, float posinf_, float neginf_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_nan_to_num_f32(LD_ID(x_, i), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float32_s(__global float* y_, __global const float* x_, float nan_, float posinf_, float neginf_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_nan_to_num_f32(LD_ID(x_, o[1]), (float)(nan_), (float)(posinf_), (float)(neginf_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_nan_to_num_f64(double x, double nan, double posinf, double neginf) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(x != x ? nan : (isinf(x) ? (x > C(0) ? posinf : neginf) : x));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float64_c(__global double* y_, __global const double* x_, float nan_, float posinf_, float neginf_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_nan_to_num_f64(LD_ID(x_, i), (double)(nan_), (double)(posinf_), (double)(neginf_)));\n"
    "}\n"
    "__kernel void ew_nan_to_num_float64_s(__global double* y_, __global const double* x_, float nan_, float posinf_, float neginf_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[2];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 2, o);\n"
    "    ST_ID(y_, o[0], ew_nan_to_num_f64(LD_ID(x_, o[1]), (double)(nan_), (double)(posinf_), (double)(neginf_)));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_nan_to_num = OCL_PROGRAM_INIT("nan_to_num", "", ocl_ew_prelude, ocl_src_nan_to_num);

anyrt_status_t ocl_op_nan_to_num(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_nan_to_num_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_nan_to_num_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_nan_to_num_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_nan_to_num_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: nan_to_num: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: nan_to_num: tensor x of another dtype");
    const anyrt_nan_to_num_attrs_t* a = (const anyrt_nan_to_num_attrs_t*)l->attrs;
    const cl_float nan = (cl_float)a->nan;
    const cl_float posinf = (cl_float)a->posinf;
    const cl_float neginf = (cl_float)a->neginf;
    const ocl_karg_t args[3] = {OA_VAL(nan), OA_VAL(posinf), OA_VAL(neginf)};
    return ocl_ew_launch(&ocl_prog_nan_to_num, device, l, kernel, fp64, 2, args, 3);
}

/* ---- xlogy: `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy). */
static const char* const ocl_src_xlogy[] = {
    "float ew_xlogy_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log(b)));\n"
    "}\n"
    "__kernel void ew_xlogy_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_xlogy_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlogy_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_xlogy_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_xlogy_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_xlogy_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlogy_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_xlogy_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_xlogy_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_xlogy_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlogy_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_xlogy_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_xlogy_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log(b)));\n"
    "}\n"
    "__kernel void ew_xlogy_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_xlogy_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlogy_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_xlogy_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_xlogy = OCL_PROGRAM_INIT("xlogy", "", ocl_ew_prelude, ocl_src_xlogy);

anyrt_status_t ocl_op_xlogy(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_xlogy_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_xlogy_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_xlogy_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_xlogy_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlogy: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlogy: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlogy: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_xlogy, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- xlog1py: `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py). */
static const char* const ocl_src_xlog1py[] = {
    "float ew_xlog1py_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log1p(b)));\n"
    "}\n"
    "__kernel void ew_xlog1py_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_xlog1py_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlog1py_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_xlog1py_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_xlog1py_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_xlog1py_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlog1py_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_xlog1py_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_xlog1py_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_xlog1py_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlog1py_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_xlog1py_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_xlog1py_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(b != b ? b : (a == C(0) ? C(0) : a * log1p(b)));\n"
    "}\n"
    "__kernel void ew_xlog1py_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_xlog1py_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_xlog1py_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_xlog1py_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n",
    NULL,
};
static ocl_program_t ocl_prog_xlog1py = OCL_PROGRAM_INIT("xlog1py", "", ocl_ew_prelude, ocl_src_xlog1py);

anyrt_status_t ocl_op_xlog1py(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_xlog1py_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_xlog1py_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_xlog1py_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_xlog1py_float64";
        fp64 = 1;
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlog1py: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlog1py: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: xlog1py: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_xlog1py, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- heaviside: `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's). */
static const char* const ocl_src_heaviside[] = {
    "float ew_heaviside_f32(float a, float b) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));\n"
    "}\n"
    "__kernel void ew_heaviside_float16_c(__global half* c_, __global const half* a_, __global const half* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(c_, i, ew_heaviside_f32(LD_H(a_, i), LD_H(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_float16_s(__global half* c_, __global const half* a_, __global const half* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(c_, o[0], ew_heaviside_f32(LD_H(a_, o[1]), LD_H(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_bfloat16_c(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(c_, i, ew_heaviside_f32(LD_B(a_, i), LD_B(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_bfloat16_s(__global ushort* c_, __global const ushort* a_, __global const ushort* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(c_, o[0], ew_heaviside_f32(LD_B(a_, o[1]), LD_B(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_float32_c(__global float* c_, __global const float* a_, __global const float* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_f32(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_float32_s(__global float* c_, __global const float* a_, __global const float* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_f32(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_heaviside_f64(double a, double b) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));\n"
    "}\n"
    "__kernel void ew_heaviside_float64_c(__global double* c_, __global const double* a_, __global const double* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_f64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_float64_s(__global double* c_, __global const double* a_, __global const double* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_f64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "#endif\n"
    "long ew_heaviside_i64(long a, long b) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(a == C(0) ? b : (a > C(0) ? C(1) : C(0)));\n"
    "}\n"
    "__kernel void ew_heaviside_int8_c(__global char* c_, __global const char* a_, __global const char* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_int8_s(__global char* c_, __global const char* a_, __global const char* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_int16_c(__global short* c_, __global const short* a_, __global const short* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_int16_s(__global short* c_, __global const short* a_, __global const short* b_, long n, int ndim, ocl_ew_layout L) {\n",
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_int32_c(__global int* c_, __global const int* a_, __global const int* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_int32_s(__global int* c_, __global const int* a_, __global const int* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_int64_c(__global long* c_, __global const long* a_, __global const long* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_int64_s(__global long* c_, __global const long* a_, __global const long* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n"
    "__kernel void ew_heaviside_uint8_c(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(c_, i, ew_heaviside_i64(LD_ID(a_, i), LD_ID(b_, i)));\n"
    "}\n"
    "__kernel void ew_heaviside_uint8_s(__global uchar* c_, __global const uchar* a_, __global const uchar* b_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(c_, o[0], ew_heaviside_i64(LD_ID(a_, o[1]), LD_ID(b_, o[2])));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_heaviside = OCL_PROGRAM_INIT("heaviside", "", ocl_ew_prelude, ocl_src_heaviside);

anyrt_status_t ocl_op_heaviside(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_heaviside_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_heaviside_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_heaviside_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_heaviside_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_heaviside_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_heaviside_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_heaviside_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_heaviside_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_heaviside_uint8";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: heaviside: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: heaviside: tensor a of another dtype");
    if (t[2].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: heaviside: tensor b of another dtype");
    return ocl_ew_launch(&ocl_prog_heaviside, device, l, kernel, fp64, 3, NULL, 0);
}

/* ---- masked_fill: `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows). */
static const char* const ocl_src_masked_fill[] = {
    "float ew_masked_fill_f32(float x, long mask, float value) {\n"
    "    typedef float C_t;\n"
    "    return (C_t)(mask ? C(value) : x);\n"
    "}\n"
    "__kernel void ew_masked_fill_float16_c(__global half* y_, __global const half* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_H(y_, i, ew_masked_fill_f32(LD_H(x_, i), LD_BOOL(mask_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_float16_s(__global half* y_, __global const half* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_H(y_, o[0], ew_masked_fill_f32(LD_H(x_, o[1]), LD_BOOL(mask_, o[2]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_bfloat16_c(__global ushort* y_, __global const ushort* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_B(y_, i, ew_masked_fill_f32(LD_B(x_, i), LD_BOOL(mask_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_bfloat16_s(__global ushort* y_, __global const ushort* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_B(y_, o[0], ew_masked_fill_f32(LD_B(x_, o[1]), LD_BOOL(mask_, o[2]), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_float32_c(__global float* y_, __global const float* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_f32(LD_ID(x_, i), LD_BOOL(mask_, i), (float)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_float32_s(__global float* y_, __global const float* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_f32(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), (float)(value_)));\n"
    "}\n"
    "#ifdef OCL_FP64\n"
    "double ew_masked_fill_f64(double x, long mask, double value) {\n"
    "    typedef double C_t;\n"
    "    return (C_t)(mask ? C(value) : x);\n"
    "}\n"
    "__kernel void ew_masked_fill_float64_c(__global double* y_, __global const double* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_f64(LD_ID(x_, i), LD_BOOL(mask_, i), (double)(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_float64_s(__global double* y_, __global const double* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_f64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), (double)(value_)));\n"
    "}\n"
    "#endif\n"
    "long ew_masked_fill_i64(long x, long mask, long value) {\n"
    "    typedef long C_t;\n"
    "    return (C_t)(mask ? C(value) : x);\n"
    "}\n"
    "__kernel void ew_masked_fill_int8_c(__global char* y_, __global const char* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_i64(LD_ID(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int8_s(__global char* y_, __global const char* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n",
    "    ST_ID(y_, o[0], ew_masked_fill_i64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int16_c(__global short* y_, __global const short* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_i64(LD_ID(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int16_s(__global short* y_, __global const short* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_i64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int32_c(__global int* y_, __global const int* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_i64(LD_ID(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int32_s(__global int* y_, __global const int* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_i64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int64_c(__global long* y_, __global const long* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_i64(LD_ID(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_int64_s(__global long* y_, __global const long* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_i64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_uint8_c(__global uchar* y_, __global const uchar* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_ID(y_, i, ew_masked_fill_i64(LD_ID(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_uint8_s(__global uchar* y_, __global const uchar* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_ID(y_, o[0], ew_masked_fill_i64(LD_ID(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_bool_c(__global uchar* y_, __global const uchar* x_, __global const uchar* mask_, float value_, long n) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    ST_BOOL(y_, i, ew_masked_fill_i64(LD_BOOL(x_, i), LD_BOOL(mask_, i), convert_long_sat_rtz(value_)));\n"
    "}\n"
    "__kernel void ew_masked_fill_bool_s(__global uchar* y_, __global const uchar* x_, __global const uchar* mask_, float value_, long n, int ndim, ocl_ew_layout L) {\n"
    "    const long i = get_global_id(0);\n"
    "    if (i >= n) return;\n"
    "    long o[3];\n"
    "    ocl_ew_offsets(i, get_global_id(1), ndim, &L, 3, o);\n"
    "    ST_BOOL(y_, o[0], ew_masked_fill_i64(LD_BOOL(x_, o[1]), LD_BOOL(mask_, o[2]), convert_long_sat_rtz(value_)));\n"
    "}\n",
    NULL,
};
static ocl_program_t ocl_prog_masked_fill = OCL_PROGRAM_INIT("masked_fill", "", ocl_ew_prelude, ocl_src_masked_fill);

anyrt_status_t ocl_op_masked_fill(int device, const anyrt_op_launch_t* l) {
    const anyrt_tensor_view_t* t = l->tensors;
    const char* kernel = NULL;
    int fp64 = 0;
    switch (t[0].dtype) {
    case ANYRT_DTYPE_FLOAT16:
        kernel = "ew_masked_fill_float16";
        break;
    case ANYRT_DTYPE_BFLOAT16:
        kernel = "ew_masked_fill_bfloat16";
        break;
    case ANYRT_DTYPE_FLOAT32:
        kernel = "ew_masked_fill_float32";
        break;
    case ANYRT_DTYPE_FLOAT64:
        kernel = "ew_masked_fill_float64";
        fp64 = 1;
        break;
    case ANYRT_DTYPE_INT8:
        kernel = "ew_masked_fill_int8";
        break;
    case ANYRT_DTYPE_INT16:
        kernel = "ew_masked_fill_int16";
        break;
    case ANYRT_DTYPE_INT32:
        kernel = "ew_masked_fill_int32";
        break;
    case ANYRT_DTYPE_INT64:
        kernel = "ew_masked_fill_int64";
        break;
    case ANYRT_DTYPE_UINT8:
        kernel = "ew_masked_fill_uint8";
        break;
    case ANYRT_DTYPE_BOOL:
        kernel = "ew_masked_fill_bool";
        break;
    default:
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: masked_fill: no kernel for dtype %d", (int)t[0].dtype);
    }
    if (t[1].dtype != t[0].dtype)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: masked_fill: tensor x of another dtype");
    if (t[2].dtype != ANYRT_DTYPE_BOOL)
        return ocl_fail(ANYRT_STATUS_NOT_SUPPORTED, "opencl: masked_fill: tensor mask of another dtype");
    const anyrt_masked_fill_attrs_t* a = (const anyrt_masked_fill_attrs_t*)l->attrs;
    const cl_float value = (cl_float)a->value;
    const ocl_karg_t args[1] = {OA_VAL(value)};
    return ocl_ew_launch(&ocl_prog_masked_fill, device, l, kernel, fp64, 3, args, 1);
}
