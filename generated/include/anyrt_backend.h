/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* anyrt backend ABI: a plugin exports ANYRT_BACKEND_ENTRY and returns its table. Every slot names
 * its device explicitly; handles are the backend's own pointers. Slots are append-only in `since`
 * order; a NULL slot, a slot past the plugin's struct_size, or ANYRT_STATUS_NOT_SUPPORTED from a
 * slot all mean "absent", and the core applies the spec's fallback. */
#ifndef ANYRT_BACKEND_H_
#define ANYRT_BACKEND_H_

#include <stddef.h>

#include "anyrt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of one element of `dtype` (0 for none): what backends and the core size buffers by. */
static inline size_t anyrt_dtype_size(anyrt_dtype_t dtype) {
    switch ((int)dtype) {
    case 1: return 1;
    case 2: return 1;
    case 3: return 1;
    case 4: return 2;
    case 5: return 4;
    case 6: return 8;
    case 7: return 1;
    case 8: return 2;
    case 9: return 4;
    case 10: return 8;
    case 12: return 2;
    case 13: return 4;
    case 14: return 8;
    case 19: return 2;
    default: return 0;
    }
}

typedef void* anyrt_backend_stream_t; /* An in-order queue of work on one device. */
typedef void* anyrt_backend_event_t; /* A marker recorded on a stream. */
typedef void* anyrt_backend_comm_t; /* One rank of a communicator. */
typedef void* anyrt_backend_op_handle_t; /* The device operators run on, fixed when it is created (InfiniOP's handle). */
typedef void* anyrt_backend_tensor_desc_t; /* A tensor's dtype, shape and strides (in elements), on no device. */
typedef void* anyrt_backend_graph_t; /* The work a stream captured, in order (stream_end_capture). */
typedef void* anyrt_backend_graph_exec_t; /* A graph made ready to launch, independent of the graph it came from. */
typedef void* anyrt_backend_op_desc_t; /* One operator on fixed tensor layouts and attributes; keeps copies of its tensor descriptors. */
typedef void* anyrt_backend_module_t; /* Compiled kernels loaded on one device: a cubin, fatbin or PTX on cuda, a shared object of C kernels on cpu. */

/* ---- operators (spec/operators.yaml). The core validates every layout, dtype and attribute against
 * the spec before a slot sees it. */
typedef enum {
    ANYRT_OP_GEMM = 0,
    ANYRT_OP_ADD = 1,
    ANYRT_OP_SUB = 2,
    ANYRT_OP_MUL = 3,
    ANYRT_OP_RELU = 4,
    ANYRT_OP_SILU = 5,
    ANYRT_OP_SIGMOID = 6,
    ANYRT_OP_SWIGLU = 7,
    ANYRT_OP_RMS_NORM = 8,
    ANYRT_OP_SOFTMAX = 9,
    ANYRT_OP_CAUSAL_SOFTMAX = 10,
    ANYRT_OP_ROPE = 11,
    ANYRT_OP_REARRANGE = 12,
    ANYRT_OP_RANDOM_SAMPLE = 13,
    ANYRT_OP_ZEROS = 14,
    ANYRT_OP_ONES = 15,
    ANYRT_OP_ADD_RMS_NORM = 16,
    ANYRT_OP_CROSS_ENTROPY = 17,
    ANYRT_OP_TOPKSOFTMAX = 18,
    ANYRT_OP_TOPKROUTER = 19,
    ANYRT_OP_MROPE = 20,
    ANYRT_OP_PER_TENSOR_QUANT_INT8 = 21,
    ANYRT_OP_PER_TENSOR_DEQUANT_INT8 = 22,
    ANYRT_OP_PER_CHANNEL_QUANT_INT8 = 23,
    ANYRT_OP_DEQUANTIZE_AWQ = 24,
    ANYRT_OP_DEQUANTIZE_GPTQ = 25,
    ANYRT_OP_KV_CACHING = 26,
    ANYRT_OP_PAGED_CACHING = 27,
    ANYRT_OP_PAGED_ATTENTION = 28,
    ANYRT_OP_PAGED_ATTENTION_PREFILL = 29,
    ANYRT_OP_ATTENTION = 30,
    ANYRT_OP_RANDOM_SAMPLE_BATCH = 31,
    ANYRT_OP_SILU_AND_MUL = 32,
    ANYRT_OP_EMBEDDING = 33,
    ANYRT_OP_GELU = 34,
    ANYRT_OP_GELUTANH = 35,
    ANYRT_OP_QUICKGELU = 36,
    ANYRT_OP_TANH = 37,
    ANYRT_OP_ERF = 38,
    ANYRT_OP_RECIPROCAL = 39,
    ANYRT_OP_HARDSWISH = 40,
    ANYRT_OP_SOFTPLUS = 41,
    ANYRT_OP_HARDTANH = 42,
    ANYRT_OP_CLIP = 43,
    ANYRT_OP_LOG_SOFTMAX = 44,
    ANYRT_OP_LAYER_NORM = 45,
    ANYRT_OP_SELECT_LAST_TOKEN_HIDDEN = 46,
    ANYRT_OP_CONV = 47,
    ANYRT_OP_ABS = 48,
    ANYRT_OP_NEG = 49,
    ANYRT_OP_SIGN = 50,
    ANYRT_OP_SQUARE = 51,
    ANYRT_OP_EXP = 52,
    ANYRT_OP_EXP2 = 53,
    ANYRT_OP_EXPM1 = 54,
    ANYRT_OP_LOG = 55,
    ANYRT_OP_LOG2 = 56,
    ANYRT_OP_LOG10 = 57,
    ANYRT_OP_LOG1P = 58,
    ANYRT_OP_SQRT = 59,
    ANYRT_OP_RSQRT = 60,
    ANYRT_OP_SIN = 61,
    ANYRT_OP_COS = 62,
    ANYRT_OP_TAN = 63,
    ANYRT_OP_ASIN = 64,
    ANYRT_OP_ACOS = 65,
    ANYRT_OP_ATAN = 66,
    ANYRT_OP_SINH = 67,
    ANYRT_OP_COSH = 68,
    ANYRT_OP_ASINH = 69,
    ANYRT_OP_ACOSH = 70,
    ANYRT_OP_ATANH = 71,
    ANYRT_OP_ERFC = 72,
    ANYRT_OP_FLOOR = 73,
    ANYRT_OP_CEIL = 74,
    ANYRT_OP_ROUND = 75,
    ANYRT_OP_TRUNC = 76,
    ANYRT_OP_BITWISE_NOT = 77,
    ANYRT_OP_LOGICAL_NOT = 78,
    ANYRT_OP_ISNAN = 79,
    ANYRT_OP_ISINF = 80,
    ANYRT_OP_ISFINITE = 81,
    ANYRT_OP_DIV = 82,
    ANYRT_OP_FLOOR_DIVIDE = 83,
    ANYRT_OP_REMAINDER = 84,
    ANYRT_OP_FMOD = 85,
    ANYRT_OP_POW = 86,
    ANYRT_OP_MAXIMUM = 87,
    ANYRT_OP_MINIMUM = 88,
    ANYRT_OP_FMAX = 89,
    ANYRT_OP_FMIN = 90,
    ANYRT_OP_ATAN2 = 91,
    ANYRT_OP_HYPOT = 92,
    ANYRT_OP_COPYSIGN = 93,
    ANYRT_OP_LOGADDEXP = 94,
    ANYRT_OP_BITWISE_AND = 95,
    ANYRT_OP_BITWISE_OR = 96,
    ANYRT_OP_BITWISE_XOR = 97,
    ANYRT_OP_EQ = 98,
    ANYRT_OP_NE = 99,
    ANYRT_OP_LT = 100,
    ANYRT_OP_LE = 101,
    ANYRT_OP_GT = 102,
    ANYRT_OP_GE = 103,
    ANYRT_OP_LOGICAL_AND = 104,
    ANYRT_OP_LOGICAL_OR = 105,
    ANYRT_OP_LOGICAL_XOR = 106,
    ANYRT_OP_WHERE = 107,
    ANYRT_OP_LERP = 108,
    ANYRT_OP_ADDCMUL = 109,
    ANYRT_OP_ADDCDIV = 110,
    ANYRT_OP_RELU_BACKWARD = 111,
    ANYRT_OP_SILU_BACKWARD = 112,
    ANYRT_OP_GELU_BACKWARD = 113,
    ANYRT_OP_GELUTANH_BACKWARD = 114,
    ANYRT_OP_SIGMOID_BACKWARD = 115,
    ANYRT_OP_TANH_BACKWARD = 116,
    ANYRT_OP_RELU6 = 117,
    ANYRT_OP_SOFTSIGN = 118,
    ANYRT_OP_TANHSHRINK = 119,
    ANYRT_OP_SELU = 120,
    ANYRT_OP_LOGADDEXP2 = 121,
    ANYRT_OP_BITWISE_RIGHT_SHIFT = 122,
    ANYRT_OP_BROADCAST_TO = 123,
    ANYRT_OP_HARDSIGMOID = 124,
    ANYRT_OP_MISH = 125,
    ANYRT_OP_LOGSIGMOID = 126,
    ANYRT_OP_FRAC = 127,
    ANYRT_OP_SINC = 128,
    ANYRT_OP_SIGNBIT = 129,
    ANYRT_OP_LEAKY_RELU = 130,
    ANYRT_OP_ELU = 131,
    ANYRT_OP_HARDSHRINK = 132,
    ANYRT_OP_SOFTSHRINK = 133,
    ANYRT_OP_THRESHOLD = 134,
    ANYRT_OP_NAN_TO_NUM = 135,
    ANYRT_OP_XLOGY = 136,
    ANYRT_OP_XLOG1PY = 137,
    ANYRT_OP_HEAVISIDE = 138,
    ANYRT_OP_SUM = 139,
    ANYRT_OP_MEAN = 140,
    ANYRT_OP_PROD = 141,
    ANYRT_OP_AMAX = 142,
    ANYRT_OP_AMIN = 143,
    ANYRT_OP_NORM = 144,
    ANYRT_OP_ANY = 145,
    ANYRT_OP_ALL = 146,
    ANYRT_OP_COUNT_NONZERO = 147,
    ANYRT_OP_CAST = 148,
    ANYRT_OP_UNIFORM = 149,
    ANYRT_OP_NORMAL = 150,
    ANYRT_OP_BERNOULLI = 151,
    ANYRT_OP_RANDINT = 152,
    ANYRT_OP_MASKED_FILL = 153,
    ANYRT_OP_ARANGE = 154,
    ANYRT_OP_LINSPACE = 155,
    ANYRT_OP_TRIL = 156,
    ANYRT_OP_TRIU = 157,
    ANYRT_OP_ONE_HOT = 158,
    ANYRT_OP_GATHER = 159,
    ANYRT_OP_INDEX_SELECT = 160,
    ANYRT_OP_SCATTER = 161,
    ANYRT_OP_SCATTER_ADD = 162,
    ANYRT_OP_INDEX_ADD = 163,
    ANYRT_OP_CUMSUM = 164,
    ANYRT_OP_CUMPROD = 165,
    ANYRT_OP_TOPK = 166,
    ANYRT_OP_SORT = 167,
    ANYRT_OP_ARGSORT = 168,
    ANYRT_OP_ARGMAX = 169,
    ANYRT_OP_ARGMIN = 170,
    ANYRT_OP_HISTC = 171,
    ANYRT_OP_SOFTMAX_BACKWARD = 172,
    ANYRT_OP_LOG_SOFTMAX_BACKWARD = 173,
    ANYRT_OP_LAYER_NORM_BACKWARD = 174,
    ANYRT_OP_RMS_NORM_BACKWARD = 175,
    ANYRT_OP_NLL_LOSS = 176,
    ANYRT_OP_CROSS_ENTROPY_BACKWARD = 177,
    ANYRT_OP_NLL_LOSS_BACKWARD = 178,
    ANYRT_OP_EMBEDDING_BACKWARD = 179,
    ANYRT_OP_CONV_BACKWARD_DATA = 180,
    ANYRT_OP_CONV_BACKWARD_FILTER = 181,
    ANYRT_OP_MAX_POOL = 182,
    ANYRT_OP_MAX_POOL_BACKWARD = 183,
    ANYRT_OP_AVG_POOL = 184,
    ANYRT_OP_AVG_POOL_BACKWARD = 185,
    ANYRT_OP_BATCH_NORM = 186,
    ANYRT_OP_BATCH_NORM_INFERENCE = 187,
    ANYRT_OP_BATCH_NORM_BACKWARD = 188,
    ANYRT_OP_ADAMW_STEP = 189,
    ANYRT_OP_SGD_STEP = 190,
    ANYRT_OP_VAR = 191,
    ANYRT_OP_STD = 192,
    ANYRT_OP_LOGSUMEXP = 193,
    ANYRT_OP_ISIN = 194,
    ANYRT_OP_NONZERO = 195,
    ANYRT_OP_MASKED_SELECT = 196,
    ANYRT_OP_COUNT
} anyrt_op_kind_t;

/* The operator's spec name ("gemm"), for messages; "?" outside the enum. */
static inline const char* anyrt_op_name(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_GEMM: return "gemm";
    case ANYRT_OP_ADD: return "add";
    case ANYRT_OP_SUB: return "sub";
    case ANYRT_OP_MUL: return "mul";
    case ANYRT_OP_RELU: return "relu";
    case ANYRT_OP_SILU: return "silu";
    case ANYRT_OP_SIGMOID: return "sigmoid";
    case ANYRT_OP_SWIGLU: return "swiglu";
    case ANYRT_OP_RMS_NORM: return "rms_norm";
    case ANYRT_OP_SOFTMAX: return "softmax";
    case ANYRT_OP_CAUSAL_SOFTMAX: return "causal_softmax";
    case ANYRT_OP_ROPE: return "rope";
    case ANYRT_OP_REARRANGE: return "rearrange";
    case ANYRT_OP_RANDOM_SAMPLE: return "random_sample";
    case ANYRT_OP_ZEROS: return "zeros";
    case ANYRT_OP_ONES: return "ones";
    case ANYRT_OP_ADD_RMS_NORM: return "add_rms_norm";
    case ANYRT_OP_CROSS_ENTROPY: return "cross_entropy";
    case ANYRT_OP_TOPKSOFTMAX: return "topksoftmax";
    case ANYRT_OP_TOPKROUTER: return "topkrouter";
    case ANYRT_OP_MROPE: return "mrope";
    case ANYRT_OP_PER_TENSOR_QUANT_INT8: return "per_tensor_quant_int8";
    case ANYRT_OP_PER_TENSOR_DEQUANT_INT8: return "per_tensor_dequant_int8";
    case ANYRT_OP_PER_CHANNEL_QUANT_INT8: return "per_channel_quant_int8";
    case ANYRT_OP_DEQUANTIZE_AWQ: return "dequantize_awq";
    case ANYRT_OP_DEQUANTIZE_GPTQ: return "dequantize_gptq";
    case ANYRT_OP_KV_CACHING: return "kv_caching";
    case ANYRT_OP_PAGED_CACHING: return "paged_caching";
    case ANYRT_OP_PAGED_ATTENTION: return "paged_attention";
    case ANYRT_OP_PAGED_ATTENTION_PREFILL: return "paged_attention_prefill";
    case ANYRT_OP_ATTENTION: return "attention";
    case ANYRT_OP_RANDOM_SAMPLE_BATCH: return "random_sample_batch";
    case ANYRT_OP_SILU_AND_MUL: return "silu_and_mul";
    case ANYRT_OP_EMBEDDING: return "embedding";
    case ANYRT_OP_GELU: return "gelu";
    case ANYRT_OP_GELUTANH: return "gelutanh";
    case ANYRT_OP_QUICKGELU: return "quickgelu";
    case ANYRT_OP_TANH: return "tanh";
    case ANYRT_OP_ERF: return "erf";
    case ANYRT_OP_RECIPROCAL: return "reciprocal";
    case ANYRT_OP_HARDSWISH: return "hardswish";
    case ANYRT_OP_SOFTPLUS: return "softplus";
    case ANYRT_OP_HARDTANH: return "hardtanh";
    case ANYRT_OP_CLIP: return "clip";
    case ANYRT_OP_LOG_SOFTMAX: return "log_softmax";
    case ANYRT_OP_LAYER_NORM: return "layer_norm";
    case ANYRT_OP_SELECT_LAST_TOKEN_HIDDEN: return "select_last_token_hidden";
    case ANYRT_OP_CONV: return "conv";
    case ANYRT_OP_ABS: return "abs";
    case ANYRT_OP_NEG: return "neg";
    case ANYRT_OP_SIGN: return "sign";
    case ANYRT_OP_SQUARE: return "square";
    case ANYRT_OP_EXP: return "exp";
    case ANYRT_OP_EXP2: return "exp2";
    case ANYRT_OP_EXPM1: return "expm1";
    case ANYRT_OP_LOG: return "log";
    case ANYRT_OP_LOG2: return "log2";
    case ANYRT_OP_LOG10: return "log10";
    case ANYRT_OP_LOG1P: return "log1p";
    case ANYRT_OP_SQRT: return "sqrt";
    case ANYRT_OP_RSQRT: return "rsqrt";
    case ANYRT_OP_SIN: return "sin";
    case ANYRT_OP_COS: return "cos";
    case ANYRT_OP_TAN: return "tan";
    case ANYRT_OP_ASIN: return "asin";
    case ANYRT_OP_ACOS: return "acos";
    case ANYRT_OP_ATAN: return "atan";
    case ANYRT_OP_SINH: return "sinh";
    case ANYRT_OP_COSH: return "cosh";
    case ANYRT_OP_ASINH: return "asinh";
    case ANYRT_OP_ACOSH: return "acosh";
    case ANYRT_OP_ATANH: return "atanh";
    case ANYRT_OP_ERFC: return "erfc";
    case ANYRT_OP_FLOOR: return "floor";
    case ANYRT_OP_CEIL: return "ceil";
    case ANYRT_OP_ROUND: return "round";
    case ANYRT_OP_TRUNC: return "trunc";
    case ANYRT_OP_BITWISE_NOT: return "bitwise_not";
    case ANYRT_OP_LOGICAL_NOT: return "logical_not";
    case ANYRT_OP_ISNAN: return "isnan";
    case ANYRT_OP_ISINF: return "isinf";
    case ANYRT_OP_ISFINITE: return "isfinite";
    case ANYRT_OP_DIV: return "div";
    case ANYRT_OP_FLOOR_DIVIDE: return "floor_divide";
    case ANYRT_OP_REMAINDER: return "remainder";
    case ANYRT_OP_FMOD: return "fmod";
    case ANYRT_OP_POW: return "pow";
    case ANYRT_OP_MAXIMUM: return "maximum";
    case ANYRT_OP_MINIMUM: return "minimum";
    case ANYRT_OP_FMAX: return "fmax";
    case ANYRT_OP_FMIN: return "fmin";
    case ANYRT_OP_ATAN2: return "atan2";
    case ANYRT_OP_HYPOT: return "hypot";
    case ANYRT_OP_COPYSIGN: return "copysign";
    case ANYRT_OP_LOGADDEXP: return "logaddexp";
    case ANYRT_OP_BITWISE_AND: return "bitwise_and";
    case ANYRT_OP_BITWISE_OR: return "bitwise_or";
    case ANYRT_OP_BITWISE_XOR: return "bitwise_xor";
    case ANYRT_OP_EQ: return "eq";
    case ANYRT_OP_NE: return "ne";
    case ANYRT_OP_LT: return "lt";
    case ANYRT_OP_LE: return "le";
    case ANYRT_OP_GT: return "gt";
    case ANYRT_OP_GE: return "ge";
    case ANYRT_OP_LOGICAL_AND: return "logical_and";
    case ANYRT_OP_LOGICAL_OR: return "logical_or";
    case ANYRT_OP_LOGICAL_XOR: return "logical_xor";
    case ANYRT_OP_WHERE: return "where";
    case ANYRT_OP_LERP: return "lerp";
    case ANYRT_OP_ADDCMUL: return "addcmul";
    case ANYRT_OP_ADDCDIV: return "addcdiv";
    case ANYRT_OP_RELU_BACKWARD: return "relu_backward";
    case ANYRT_OP_SILU_BACKWARD: return "silu_backward";
    case ANYRT_OP_GELU_BACKWARD: return "gelu_backward";
    case ANYRT_OP_GELUTANH_BACKWARD: return "gelutanh_backward";
    case ANYRT_OP_SIGMOID_BACKWARD: return "sigmoid_backward";
    case ANYRT_OP_TANH_BACKWARD: return "tanh_backward";
    case ANYRT_OP_RELU6: return "relu6";
    case ANYRT_OP_SOFTSIGN: return "softsign";
    case ANYRT_OP_TANHSHRINK: return "tanhshrink";
    case ANYRT_OP_SELU: return "selu";
    case ANYRT_OP_LOGADDEXP2: return "logaddexp2";
    case ANYRT_OP_BITWISE_RIGHT_SHIFT: return "bitwise_right_shift";
    case ANYRT_OP_BROADCAST_TO: return "broadcast_to";
    case ANYRT_OP_HARDSIGMOID: return "hardsigmoid";
    case ANYRT_OP_MISH: return "mish";
    case ANYRT_OP_LOGSIGMOID: return "logsigmoid";
    case ANYRT_OP_FRAC: return "frac";
    case ANYRT_OP_SINC: return "sinc";
    case ANYRT_OP_SIGNBIT: return "signbit";
    case ANYRT_OP_LEAKY_RELU: return "leaky_relu";
    case ANYRT_OP_ELU: return "elu";
    case ANYRT_OP_HARDSHRINK: return "hardshrink";
    case ANYRT_OP_SOFTSHRINK: return "softshrink";
    case ANYRT_OP_THRESHOLD: return "threshold";
    case ANYRT_OP_NAN_TO_NUM: return "nan_to_num";
    case ANYRT_OP_XLOGY: return "xlogy";
    case ANYRT_OP_XLOG1PY: return "xlog1py";
    case ANYRT_OP_HEAVISIDE: return "heaviside";
    case ANYRT_OP_SUM: return "sum";
    case ANYRT_OP_MEAN: return "mean";
    case ANYRT_OP_PROD: return "prod";
    case ANYRT_OP_AMAX: return "amax";
    case ANYRT_OP_AMIN: return "amin";
    case ANYRT_OP_NORM: return "norm";
    case ANYRT_OP_ANY: return "any";
    case ANYRT_OP_ALL: return "all";
    case ANYRT_OP_COUNT_NONZERO: return "count_nonzero";
    case ANYRT_OP_CAST: return "cast";
    case ANYRT_OP_UNIFORM: return "uniform";
    case ANYRT_OP_NORMAL: return "normal";
    case ANYRT_OP_BERNOULLI: return "bernoulli";
    case ANYRT_OP_RANDINT: return "randint";
    case ANYRT_OP_MASKED_FILL: return "masked_fill";
    case ANYRT_OP_ARANGE: return "arange";
    case ANYRT_OP_LINSPACE: return "linspace";
    case ANYRT_OP_TRIL: return "tril";
    case ANYRT_OP_TRIU: return "triu";
    case ANYRT_OP_ONE_HOT: return "one_hot";
    case ANYRT_OP_GATHER: return "gather";
    case ANYRT_OP_INDEX_SELECT: return "index_select";
    case ANYRT_OP_SCATTER: return "scatter";
    case ANYRT_OP_SCATTER_ADD: return "scatter_add";
    case ANYRT_OP_INDEX_ADD: return "index_add";
    case ANYRT_OP_CUMSUM: return "cumsum";
    case ANYRT_OP_CUMPROD: return "cumprod";
    case ANYRT_OP_TOPK: return "topk";
    case ANYRT_OP_SORT: return "sort";
    case ANYRT_OP_ARGSORT: return "argsort";
    case ANYRT_OP_ARGMAX: return "argmax";
    case ANYRT_OP_ARGMIN: return "argmin";
    case ANYRT_OP_HISTC: return "histc";
    case ANYRT_OP_SOFTMAX_BACKWARD: return "softmax_backward";
    case ANYRT_OP_LOG_SOFTMAX_BACKWARD: return "log_softmax_backward";
    case ANYRT_OP_LAYER_NORM_BACKWARD: return "layer_norm_backward";
    case ANYRT_OP_RMS_NORM_BACKWARD: return "rms_norm_backward";
    case ANYRT_OP_NLL_LOSS: return "nll_loss";
    case ANYRT_OP_CROSS_ENTROPY_BACKWARD: return "cross_entropy_backward";
    case ANYRT_OP_NLL_LOSS_BACKWARD: return "nll_loss_backward";
    case ANYRT_OP_EMBEDDING_BACKWARD: return "embedding_backward";
    case ANYRT_OP_CONV_BACKWARD_DATA: return "conv_backward_data";
    case ANYRT_OP_CONV_BACKWARD_FILTER: return "conv_backward_filter";
    case ANYRT_OP_MAX_POOL: return "max_pool";
    case ANYRT_OP_MAX_POOL_BACKWARD: return "max_pool_backward";
    case ANYRT_OP_AVG_POOL: return "avg_pool";
    case ANYRT_OP_AVG_POOL_BACKWARD: return "avg_pool_backward";
    case ANYRT_OP_BATCH_NORM: return "batch_norm";
    case ANYRT_OP_BATCH_NORM_INFERENCE: return "batch_norm_inference";
    case ANYRT_OP_BATCH_NORM_BACKWARD: return "batch_norm_backward";
    case ANYRT_OP_ADAMW_STEP: return "adamw_step";
    case ANYRT_OP_SGD_STEP: return "sgd_step";
    case ANYRT_OP_VAR: return "var";
    case ANYRT_OP_STD: return "std";
    case ANYRT_OP_LOGSUMEXP: return "logsumexp";
    case ANYRT_OP_ISIN: return "isin";
    case ANYRT_OP_NONZERO: return "nonzero";
    case ANYRT_OP_MASKED_SELECT: return "masked_select";
    default: return "?";
    }
}

/* One tensor of a launch. Strides are in elements: 0 broadcasts (inputs only), negative only on
 * inputs. An input whose dims start with "..." in the spec already has the first output's leading
 * dims (stride 0 where it broadcasts), so it has that output's ndim. */
typedef struct anyrt_tensor_view_t {
    anyrt_dtype_t dtype;
    int32_t ndim;
    const int64_t* shape;
    const int64_t* strides;
    void* data; /* NULL in op_workspace_size */
} anyrt_tensor_view_t;

/* gemm's attributes, create-time and per-run together. */
typedef struct {
    float alpha; /* Scale of the product. */
    float beta; /* Scale of c's old contents. */
} anyrt_gemm_attrs_t;

/* rms_norm's attributes, create-time and per-run together. */
typedef struct {
    float epsilon; /* Added to the mean square. */
} anyrt_rms_norm_attrs_t;

/* softmax's attributes, create-time and per-run together. */
typedef struct {
    int axis; /* The dim to normalize, in [-ndim, ndim); backends see it in [0, ndim). */
} anyrt_softmax_attrs_t;

/* rope's attributes, create-time and per-run together. */
typedef struct {
    anyrt_rope_algo_t algo; /* Which dims of a head form a rotated pair. */
} anyrt_rope_attrs_t;

/* random_sample's attributes, create-time and per-run together. */
typedef struct {
    float random_val; /* The random number in [0, 1] the caller drew. */
    float topp; /* Cumulative probability kept. */
    int topk; /* Most likely tokens kept. */
    float temperature; /* Divides the logits. */
} anyrt_random_sample_attrs_t;

/* add_rms_norm's attributes, create-time and per-run together. */
typedef struct {
    float epsilon; /* Added to the mean square. */
} anyrt_add_rms_norm_attrs_t;

/* topksoftmax's attributes, create-time and per-run together. */
typedef struct {
    int topk; /* Experts kept per token (the values' and indices' last dim). */
    int norm; /* Not 0: the kept probabilities are renormalized to sum to 1. */
} anyrt_topksoftmax_attrs_t;

/* topkrouter's attributes, create-time and per-run together. */
typedef struct {
    float routed_scaling_factor; /* Scales the renormalized weights. */
    int topk; /* Experts kept per token (the values' and indices' last dim). */
} anyrt_topkrouter_attrs_t;

/* mrope's attributes, create-time and per-run together. */
typedef struct {
    int head_size; /* Dims per head. */
    int rotary_dim; /* Leading dims of a head that rotate (2 * cos's last dim). */
    int section_t; /* Rotated pairs on the temporal axis. */
    int section_h; /* Rotated pairs on the height axis. */
    int section_w; /* Rotated pairs on the width axis. */
    int interleaved; /* 1: the axes interleave over the pairs (t, h, w, t, h, w, ...). */
} anyrt_mrope_attrs_t;

/* per_tensor_quant_int8's attributes, create-time and per-run together. */
typedef struct {
    int is_static; /* x_scale (and x_zero) are given rather than computed from x. */
} anyrt_per_tensor_quant_int8_attrs_t;

/* paged_attention's attributes, create-time and per-run together. */
typedef struct {
    float scale; /* Multiplies q . k (typically 1 / sqrt(dk)). */
} anyrt_paged_attention_attrs_t;

/* paged_attention_prefill's attributes, create-time and per-run together. */
typedef struct {
    float scale; /* Multiplies q . k (typically 1 / sqrt(dk)). */
} anyrt_paged_attention_prefill_attrs_t;

/* attention's attributes, create-time and per-run together. */
typedef struct {
    int pos; /* Tokens the caches hold already (InfiniOP: a size_t; beyond 2^31 - 1 refused). */
} anyrt_attention_attrs_t;

/* softplus's attributes, create-time and per-run together. */
typedef struct {
    float beta; /* Scales x inside the log and divides the result. */
    float threshold; /* Above it, beta * x is taken as is. */
} anyrt_softplus_attrs_t;

/* hardtanh's attributes, create-time and per-run together. */
typedef struct {
    float min_val; /* The lower bound. */
    float max_val; /* The upper bound. */
} anyrt_hardtanh_attrs_t;

/* log_softmax's attributes, create-time and per-run together. */
typedef struct {
    int dim; /* The dim to normalize, in [-ndim, ndim); backends see it in [0, ndim). */
} anyrt_log_softmax_attrs_t;

/* layer_norm's attributes, create-time and per-run together. */
typedef struct {
    float eps; /* Added to the variance. */
} anyrt_layer_norm_attrs_t;

/* conv's attributes, create-time and per-run together. */
typedef struct {
    int64_t pads[3]; /* Zeros before and after each spatial dim (NULL: none). */
    int64_t strides[3]; /* The step between output positions along each spatial dim (NULL: 1). */
    int64_t dilations[3]; /* The step between kernel taps along each spatial dim (NULL: 1). */
    int n; /* how many values pads, strides, dilations have */
} anyrt_conv_attrs_t;

/* addcmul's attributes, create-time and per-run together. */
typedef struct {
    float value; /* Scales the product. */
} anyrt_addcmul_attrs_t;

/* addcdiv's attributes, create-time and per-run together. */
typedef struct {
    float value; /* Scales the quotient. */
} anyrt_addcdiv_attrs_t;

/* leaky_relu's attributes, create-time and per-run together. */
typedef struct {
    float negative_slope; /* Scales x where it is not positive. */
} anyrt_leaky_relu_attrs_t;

/* elu's attributes, create-time and per-run together. */
typedef struct {
    float alpha; /* The negative branch's limit (before scale). */
    float scale; /* Scales both branches (selu's 1.0507). */
    float input_scale; /* Scales x inside exp (celu's 1 / alpha). */
} anyrt_elu_attrs_t;

/* hardshrink's attributes, create-time and per-run together. */
typedef struct {
    float lambd; /* The half-width of the band around 0 set to 0. */
} anyrt_hardshrink_attrs_t;

/* softshrink's attributes, create-time and per-run together. */
typedef struct {
    float lambd; /* The half-width of the band around 0 set to 0, and the shift outside it. */
} anyrt_softshrink_attrs_t;

/* threshold's attributes, create-time and per-run together. */
typedef struct {
    float threshold; /* At or below it, y takes value. */
    float value; /* The replacement. */
} anyrt_threshold_attrs_t;

/* nan_to_num's attributes, create-time and per-run together. */
typedef struct {
    float nan; /* What NaN becomes. */
    float posinf; /* What +inf becomes (torch passes its dtype's largest value). */
    float neginf; /* What -inf becomes (torch passes its dtype's lowest value). */
} anyrt_nan_to_num_attrs_t;

/* uniform's attributes, create-time and per-run together. */
typedef struct {
    int64_t seed; /* The generator's 64-bit key (its two's-complement bits: an unsigned seed s >= 2^63 is s - 2^64). */
    int64_t offset; /* The stream element y's first element takes; the next fill of n elements starts at offset + n. */
    float low; /* The lower bound. */
    float high; /* The upper bound (exclusive before rounding); not below `low` (torch's uniform_ refuses from > to). */
} anyrt_uniform_attrs_t;

/* normal's attributes, create-time and per-run together. */
typedef struct {
    int64_t seed; /* The generator's 64-bit key (its two's-complement bits: an unsigned seed s >= 2^63 is s - 2^64). */
    int64_t offset; /* The stream element y's first element takes; the next fill of n elements starts at offset + n (an odd offset splits a pair: its sin half). */
    float mean; /* The mean. */
    float std; /* The standard deviation. */
} anyrt_normal_attrs_t;

/* bernoulli's attributes, create-time and per-run together. */
typedef struct {
    int64_t seed; /* The generator's 64-bit key (its two's-complement bits: an unsigned seed s >= 2^63 is s - 2^64). */
    int64_t offset; /* The stream element y's first element takes; the next fill of n elements starts at offset + n. */
    float p; /* The probability of a 1. */
} anyrt_bernoulli_attrs_t;

/* randint's attributes, create-time and per-run together. */
typedef struct {
    int64_t seed; /* The generator's 64-bit key (its two's-complement bits: an unsigned seed s >= 2^63 is s - 2^64). */
    int64_t offset; /* The stream element y's first element takes; the next fill of n elements starts at offset + n. */
    int64_t low; /* The lowest value. */
    int64_t high; /* One above the highest value: above `low`, refused at the call otherwise. */
} anyrt_randint_attrs_t;

/* masked_fill's attributes, create-time and per-run together. */
typedef struct {
    float value; /* The fill value, an f32 (-inf and inf included; NaN is refused, as for every float attribute). */
} anyrt_masked_fill_attrs_t;

/* arange's attributes, create-time and per-run together. */
typedef struct {
    float start; /* The first value (an f32). */
    float step; /* The difference between neighbours (an f32). */
} anyrt_arange_attrs_t;

/* linspace's attributes, create-time and per-run together. */
typedef struct {
    float start; /* The first value (an f32). */
    float end; /* The last value (an f32). */
} anyrt_linspace_attrs_t;

/* tril's attributes, create-time and per-run together. */
typedef struct {
    int diagonal; /* 0: the main diagonal; k > 0: k above it; k < 0: k below it. */
} anyrt_tril_attrs_t;

/* triu's attributes, create-time and per-run together. */
typedef struct {
    int diagonal; /* 0: the main diagonal; k > 0: k above it; k < 0: k below it. */
} anyrt_triu_attrs_t;

/* one_hot's attributes, create-time and per-run together. */
typedef struct {
    int num_classes; /* The classes: y's last dim. */
} anyrt_one_hot_attrs_t;

/* index_add's attributes, create-time and per-run together. */
typedef struct {
    float alpha; /* Scales src (an f32; integers: truncated toward zero). */
} anyrt_index_add_attrs_t;

/* cumsum's attributes, create-time and per-run together. */
typedef struct {
    int dim; /* The dim to scan, in [-ndim, ndim); backends see it in [0, ndim). */
    int exclusive; /* Each element's own value is left out (the first result is 0). */
    int reverse; /* Scanned from the last element to the first. */
} anyrt_cumsum_attrs_t;

/* cumprod's attributes, create-time and per-run together. */
typedef struct {
    int dim; /* The dim to scan, in [-ndim, ndim); backends see it in [0, ndim). */
    int exclusive; /* Each element's own value is left out (the first result is 1). */
    int reverse; /* Scanned from the last element to the first. */
} anyrt_cumprod_attrs_t;

/* topk's attributes, create-time and per-run together. */
typedef struct {
    int k; /* Kept per row: the outputs' last dim. */
    int largest; /* The largest, descending; false: the smallest, ascending. */
} anyrt_topk_attrs_t;

/* sort's attributes, create-time and per-run together. */
typedef struct {
    int descending; /* Largest first. */
} anyrt_sort_attrs_t;

/* argsort's attributes, create-time and per-run together. */
typedef struct {
    int descending; /* Largest first. */
} anyrt_argsort_attrs_t;

/* histc's attributes, create-time and per-run together. */
typedef struct {
    int bins; /* The bins: y's length. */
    float min_val; /* The lower end of the range (an f32). */
    float max_val; /* The upper end of the range (an f32). */
} anyrt_histc_attrs_t;

/* softmax_backward's attributes, create-time and per-run together. */
typedef struct {
    int axis; /* The forward's dim, in [-ndim, ndim); backends see it in [0, ndim). */
} anyrt_softmax_backward_attrs_t;

/* log_softmax_backward's attributes, create-time and per-run together. */
typedef struct {
    int dim; /* The forward's dim, in [-ndim, ndim); backends see it in [0, ndim). */
} anyrt_log_softmax_backward_attrs_t;

/* rms_norm_backward's attributes, create-time and per-run together. */
typedef struct {
    float epsilon; /* The forward's epsilon, added to the mean square. */
} anyrt_rms_norm_backward_attrs_t;

/* embedding_backward's attributes, create-time and per-run together. */
typedef struct {
    int padding_idx; /* Tokens of this id add nothing (torch's padding_idx); -1 or any id outside [0, v): none. */
} anyrt_embedding_backward_attrs_t;

/* conv_backward_data's attributes, create-time and per-run together. */
typedef struct {
    int64_t pads[3]; /* conv's zeros before and after each spatial dim (NULL: none). */
    int64_t strides[3]; /* conv's step between output positions along each spatial dim (NULL: 1). */
    int64_t dilations[3]; /* conv's step between kernel taps along each spatial dim (NULL: 1). */
    int n; /* how many values pads, strides, dilations have */
} anyrt_conv_backward_data_attrs_t;

/* conv_backward_filter's attributes, create-time and per-run together. */
typedef struct {
    int64_t pads[3]; /* conv's zeros before and after each spatial dim (NULL: none). */
    int64_t strides[3]; /* conv's step between output positions along each spatial dim (NULL: 1). */
    int64_t dilations[3]; /* conv's step between kernel taps along each spatial dim (NULL: 1). */
    int n; /* how many values pads, strides, dilations have */
} anyrt_conv_backward_filter_attrs_t;

/* max_pool's attributes, create-time and per-run together. */
typedef struct {
    int64_t kernel_size[3]; /* The window along each spatial dim. */
    int64_t strides[3]; /* The step between windows along each spatial dim (torch's default is the window: give it). */
    int64_t pads[3]; /* Padding before and after each spatial dim, never picked; at most half the window. */
    int n; /* how many values kernel_size, strides, pads have */
} anyrt_max_pool_attrs_t;

/* max_pool_backward's attributes, create-time and per-run together. */
typedef struct {
    int64_t kernel_size[3]; /* max_pool's window along each spatial dim. */
    int64_t strides[3]; /* max_pool's step between windows. */
    int64_t pads[3]; /* max_pool's padding. */
    int n; /* how many values kernel_size, strides, pads have */
} anyrt_max_pool_backward_attrs_t;

/* avg_pool's attributes, create-time and per-run together. */
typedef struct {
    int64_t kernel_size[3]; /* The window along each spatial dim. */
    int64_t strides[3]; /* The step between windows along each spatial dim (torch's default is the window: give it). */
    int64_t pads[3]; /* Zeros before and after each spatial dim; at most half the window. */
    int count_include_pad; /* The divisor counts the padding (torch's default); false: only the positions inside x. */
    int n; /* how many values kernel_size, strides, pads have */
} anyrt_avg_pool_attrs_t;

/* avg_pool_backward's attributes, create-time and per-run together. */
typedef struct {
    int64_t kernel_size[3]; /* avg_pool's window along each spatial dim. */
    int64_t strides[3]; /* avg_pool's step between windows. */
    int64_t pads[3]; /* avg_pool's padding. */
    int count_include_pad; /* avg_pool's divisor counts the padding; false: only the positions inside x. */
    int n; /* how many values kernel_size, strides, pads have */
} anyrt_avg_pool_backward_attrs_t;

/* batch_norm's attributes, create-time and per-run together. */
typedef struct {
    float momentum; /* The weight of the batch's statistics in the running ones. */
    float eps; /* Added to the variance. */
} anyrt_batch_norm_attrs_t;

/* batch_norm_inference's attributes, create-time and per-run together. */
typedef struct {
    float eps; /* Added to the variance. */
} anyrt_batch_norm_inference_attrs_t;

/* batch_norm_backward's attributes, create-time and per-run together. */
typedef struct {
    int training; /* The forward normalized by the batch's statistics (their gradient flows into dx); false: by constants. */
} anyrt_batch_norm_backward_attrs_t;

/* adamw_step's attributes, create-time and per-run together. */
typedef struct {
    float lr; /* The learning rate. */
    float beta1; /* The first moment's decay. */
    float beta2; /* The second moment's decay. */
    float eps; /* Added to the denominator. */
    float weight_decay; /* The decoupled weight decay. */
    int step; /* The step's number, counting from 1 (the bias corrections). */
} anyrt_adamw_step_attrs_t;

/* sgd_step's attributes, create-time and per-run together. */
typedef struct {
    float lr; /* The learning rate. */
    float momentum; /* The buffer's decay; 0: no momentum. */
    float dampening; /* Scales the new gradient's share in the buffer by 1 - dampening. */
    float weight_decay; /* L2 penalty added to the gradient. */
    int nesterov; /* Nesterov momentum. */
    int init_buffer; /* The buffer starts as this step's gradient (torch's first step, when it has no buffer yet). */
} anyrt_sgd_step_attrs_t;

/* var's attributes, create-time and per-run together. */
typedef struct {
    float correction; /* Subtracted from the count: 1 (the default, torch's) the unbiased estimate, 0 the population variance. */
} anyrt_var_attrs_t;

/* std's attributes, create-time and per-run together. */
typedef struct {
    float correction; /* Subtracted from the count: 1 (the default, torch's) the unbiased estimate, 0 the population deviation. */
} anyrt_std_attrs_t;

/* isin's attributes, create-time and per-run together. */
typedef struct {
    int invert; /* y is true where x is not in t. */
} anyrt_isin_attrs_t;

/* nonzero's attributes, create-time and per-run together. */
typedef struct {
    int fill_value; /* What rows past the count hold. */
} anyrt_nonzero_attrs_t;

/* What an operator slot runs: enqueue it on `stream` and return. */
typedef struct anyrt_op_launch_t {
    size_t struct_size;                 /* sizeof(anyrt_op_launch_t) of the core */
    anyrt_op_kind_t op;
    int32_t tensor_count;
    const anyrt_tensor_view_t* tensors; /* in the spec's order */
    const void* attrs;                  /* anyrt_<op>_attrs_t; NULL for an operator without attributes */
    void* workspace;                    /* device memory of op_workspace_size bytes; NULL if 0 */
    size_t workspace_size;
    anyrt_backend_stream_t stream;      /* never NULL */
} anyrt_op_launch_t;

typedef struct anyrt_backend_table_t {
    size_t struct_size;           /* sizeof the plugin's table: tells the core which slots exist */
    uint32_t abi_major;           /* ANYRT_ABI_MAJOR the plugin was built with */
    uint32_t abi_minor;           /* ANYRT_ABI_MINOR the plugin was built with */
    const char* name;             /* backend name, e.g. "cpu" */
    anyrt_device_kind_t device_kind;
    /* Optional: the plugin's own message for its last failure on the calling thread. */
    const char* (*last_error_message)(void);
    /* since 1.0 */
    anyrt_status_t (*initialize)(void); /* optional */
    anyrt_status_t (*finalize)(void); /* optional */
    anyrt_status_t (*init_device)(int device); /* optional */
    anyrt_status_t (*deinit_device)(int device); /* optional */
    anyrt_status_t (*get_device_count)(int* count); /* required */
    anyrt_status_t (*get_device_list)(size_t* devices, size_t capacity); /* optional */
    anyrt_status_t (*set_device)(int device); /* optional */
    anyrt_status_t (*synchronize_device)(int device); /* optional */
    anyrt_status_t (*get_compute_capability)(int device, size_t* capability); /* optional */
    anyrt_status_t (*get_runtime_version)(size_t* version); /* optional */
    anyrt_status_t (*get_driver_version)(size_t* version); /* optional */
    anyrt_status_t (*malloc)(int device, void** ptr, size_t size); /* required */
    anyrt_status_t (*free)(int device, void* ptr, size_t size); /* required */
    anyrt_status_t (*malloc_host)(int device, void** ptr, size_t size); /* optional */
    anyrt_status_t (*free_host)(int device, void* ptr, size_t size); /* optional */
    anyrt_status_t (*malloc_unified)(int device, void** ptr, size_t size); /* optional */
    anyrt_status_t (*free_unified)(int device, void* ptr, size_t size); /* optional */
    anyrt_status_t (*memcpy)(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind); /* required */
    anyrt_status_t (*memcpy_async)(int device, void* dst, const void* src, size_t size, anyrt_memcpy_kind_t kind, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*memcpy_peer)(int device, void* dst, const void* src, int src_device, size_t size); /* optional */
    anyrt_status_t (*memcpy_peer_async)(int device, void* dst, int dst_device, const void* src, int src_device, size_t size, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*memset)(int device, void* ptr, uint8_t value, size_t size); /* optional */
    anyrt_status_t (*memset_async)(int device, void* ptr, uint8_t value, size_t size, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*get_memory_info)(int device, size_t* free_bytes, size_t* total_bytes); /* optional */
    anyrt_status_t (*min_chunk_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*max_chunk_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*max_alloc_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*extra_padding_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*init_alloc_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*realloc_size)(int device, size_t* size); /* optional */
    anyrt_status_t (*malloc_async)(int device, void** ptr, size_t size, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*free_async)(int device, void* ptr, size_t size, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*create_stream)(int device, anyrt_backend_stream_t* stream); /* optional */
    anyrt_status_t (*destroy_stream)(int device, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*query_stream)(int device, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*synchronize_stream)(int device, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*stream_add_callback)(int device, anyrt_backend_stream_t stream, anyrt_host_fn_t fn, void* user_data); /* optional */
    anyrt_status_t (*stream_wait_event)(int device, anyrt_backend_stream_t stream, anyrt_backend_event_t event); /* optional */
    anyrt_status_t (*create_event)(int device, anyrt_backend_event_t* event, anyrt_event_flags_t flags); /* required */
    anyrt_status_t (*destroy_event)(int device, anyrt_backend_event_t event); /* required */
    anyrt_status_t (*record_event)(int device, anyrt_backend_event_t event, anyrt_backend_stream_t stream); /* required */
    anyrt_status_t (*query_event)(int device, anyrt_backend_event_t event); /* optional */
    anyrt_status_t (*synchronize_event)(int device, anyrt_backend_event_t event); /* required */
    anyrt_status_t (*event_elapsed_time)(int device, float* ms, anyrt_backend_event_t start, anyrt_backend_event_t end); /* optional */
    anyrt_status_t (*get_unique_id)(anyrt_unique_id_t* id); /* optional */
    anyrt_status_t (*comm_init_all)(anyrt_backend_comm_t* comms, int ndevice, const int* device_ids); /* optional */
    anyrt_status_t (*comm_init_rank)(int device, anyrt_backend_comm_t* comm, int nranks, anyrt_unique_id_t id, int rank); /* optional */
    anyrt_status_t (*comm_destroy)(int device, anyrt_backend_comm_t comm); /* optional */
    anyrt_status_t (*comm_rank)(int device, anyrt_backend_comm_t comm, int* rank); /* optional */
    anyrt_status_t (*comm_size)(int device, anyrt_backend_comm_t comm, int* size); /* optional */
    anyrt_status_t (*all_reduce)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*broadcast)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*reduce)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*all_gather)(int device, const void* sendbuf, void* recvbuf, size_t send_count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*reduce_scatter)(int device, const void* sendbuf, void* recvbuf, size_t recv_count, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*send)(int device, const void* sendbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*recv)(int device, void* recvbuf, size_t count, anyrt_dtype_t dtype, int peer, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*group_start)(void); /* optional */
    anyrt_status_t (*group_end)(void); /* optional */
    /* since 1.1 */
    anyrt_status_t (*op_workspace_size)(int device, const anyrt_op_launch_t* launch, size_t* size); /* optional */
    anyrt_status_t (*device_memory_host_accessible)(int device, int* accessible); /* optional */
    anyrt_status_t (*op_gemm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_add)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sub)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_mul)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_relu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_silu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sigmoid)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_swiglu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_rms_norm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_softmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_causal_softmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_rope)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_rearrange)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_random_sample)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_zeros)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_ones)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.2 */
    anyrt_status_t (*comm_init_mpi)(int device, anyrt_backend_comm_t* comm, const void* mpi_comm, size_t mpi_comm_size); /* optional */
    /* since 1.3 */
    anyrt_status_t (*op_add_rms_norm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cross_entropy)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_topksoftmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_topkrouter)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_mrope)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_per_tensor_quant_int8)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_per_tensor_dequant_int8)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_per_channel_quant_int8)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_dequantize_awq)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_dequantize_gptq)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_kv_caching)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_paged_caching)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_paged_attention)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_paged_attention_prefill)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_attention)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_random_sample_batch)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_silu_and_mul)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_embedding)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gelu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gelutanh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_quickgelu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_tanh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_erf)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_reciprocal)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_hardswish)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_softplus)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_hardtanh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_clip)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log_softmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_layer_norm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_select_last_token_hidden)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.4 */
    anyrt_status_t (*op_conv)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.5 */
    anyrt_status_t (*op_abs)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_neg)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sign)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_square)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_exp)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_exp2)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_expm1)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log2)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log10)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log1p)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sqrt)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_rsqrt)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cos)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_tan)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_asin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_acos)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_atan)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sinh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cosh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_asinh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_acosh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_atanh)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_erfc)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_floor)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_ceil)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_round)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_trunc)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bitwise_not)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logical_not)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_isnan)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_isinf)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_isfinite)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_div)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_floor_divide)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_remainder)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_fmod)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_pow)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_maximum)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_minimum)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_fmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_fmin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_atan2)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_hypot)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_copysign)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logaddexp)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bitwise_and)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bitwise_or)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bitwise_xor)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_eq)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_ne)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_lt)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_le)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gt)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_ge)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logical_and)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logical_or)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logical_xor)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_where)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_lerp)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_addcmul)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_addcdiv)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_relu_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_silu_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gelu_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gelutanh_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sigmoid_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_tanh_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sum)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_mean)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_prod)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_amax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_amin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_norm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_any)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_all)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_count_nonzero)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cast)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_uniform)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_normal)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bernoulli)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_randint)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_masked_fill)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_arange)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_tril)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_triu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_one_hot)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_gather)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_index_select)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_scatter)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_scatter_add)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_index_add)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cumsum)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cumprod)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_topk)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sort)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_argsort)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_argmax)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_argmin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_histc)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_softmax_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_log_softmax_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_layer_norm_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_rms_norm_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_nll_loss)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_cross_entropy_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_nll_loss_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_embedding_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_conv_backward_data)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_conv_backward_filter)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_max_pool)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_max_pool_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_avg_pool)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_avg_pool_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_batch_norm)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_batch_norm_inference)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_batch_norm_backward)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_adamw_step)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sgd_step)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.6 */
    anyrt_status_t (*device_properties)(int device, anyrt_device_properties_t* properties); /* optional */
    anyrt_status_t (*device_get_native_handle)(int device, void** handle); /* optional */
    anyrt_status_t (*context_get_native_handle)(int device, void** handle); /* optional */
    anyrt_status_t (*stream_get_native_handle)(int device, anyrt_backend_stream_t stream, void** handle); /* optional */
    anyrt_status_t (*create_stream_with_priority)(int device, anyrt_backend_stream_t* stream, int priority); /* optional */
    anyrt_status_t (*get_stream_priority_range)(int device, int* least, int* greatest); /* optional */
    anyrt_status_t (*get_stream_priority)(int device, anyrt_backend_stream_t stream, int* priority); /* optional */
    anyrt_status_t (*native_capture_begin)(int device, anyrt_backend_stream_t stream, anyrt_capture_mode_t mode); /* optional */
    anyrt_status_t (*native_capture_end)(int device, anyrt_backend_stream_t stream, anyrt_backend_graph_t* graph); /* optional */
    anyrt_status_t (*native_graph_instantiate)(int device, anyrt_backend_graph_exec_t* exec, anyrt_backend_graph_t graph); /* optional */
    anyrt_status_t (*native_graph_launch)(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*native_graph_exec_update)(int device, anyrt_backend_graph_exec_t exec, anyrt_backend_graph_t graph); /* optional */
    anyrt_status_t (*native_graph_destroy)(int device, anyrt_backend_graph_t graph); /* optional */
    anyrt_status_t (*native_graph_exec_destroy)(int device, anyrt_backend_graph_exec_t exec); /* optional */
    anyrt_status_t (*all_to_all)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*all_to_allv)(int device, const void* sendbuf, const size_t* send_counts, const size_t* send_displs, void* recvbuf, const size_t* recv_counts, const size_t* recv_displs, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*all_gather_v)(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*reduce_scatter_v)(int device, const void* sendbuf, void* recvbuf, const size_t* recv_counts, int nranks, anyrt_dtype_t dtype, anyrt_reduce_op_t op, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*ccl_gather)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*ccl_scatter)(int device, const void* sendbuf, void* recvbuf, size_t count, anyrt_dtype_t dtype, int root, anyrt_backend_comm_t comm, anyrt_backend_stream_t stream); /* optional */
    anyrt_status_t (*comm_split)(int device, anyrt_backend_comm_t comm, int color, int key, anyrt_backend_comm_t* newcomm); /* optional */
    anyrt_status_t (*module_load)(int device, const void* image, size_t size, anyrt_backend_module_t* module); /* optional */
    anyrt_status_t (*module_unload)(int device, anyrt_backend_module_t module); /* optional */
    anyrt_status_t (*module_get_function)(int device, anyrt_backend_module_t module, const char* name, void** function); /* optional */
    anyrt_status_t (*launch_kernel)(int device, anyrt_backend_stream_t stream, anyrt_backend_module_t module, const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y, int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes, int nargs); /* optional */
    anyrt_status_t (*op_var)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_std)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logsumexp)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_isin)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_nonzero)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_masked_select)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.7 */
    anyrt_status_t (*op_linspace)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.8 */
    anyrt_status_t (*native_exchange_capture_mode)(int device, anyrt_capture_mode_t mode, anyrt_capture_mode_t* previous); /* optional */
    anyrt_status_t (*op_relu6)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_softsign)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_tanhshrink)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_selu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logaddexp2)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_bitwise_right_shift)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_broadcast_to)(int device, const anyrt_op_launch_t* launch); /* optional */
    /* since 1.9 */
    anyrt_status_t (*op_hardsigmoid)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_mish)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_logsigmoid)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_frac)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_sinc)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_signbit)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_leaky_relu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_elu)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_hardshrink)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_softshrink)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_threshold)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_nan_to_num)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_xlogy)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_xlog1py)(int device, const anyrt_op_launch_t* launch); /* optional */
    anyrt_status_t (*op_heaviside)(int device, const anyrt_op_launch_t* launch); /* optional */
} anyrt_backend_table_t;

/* Slot indices, for anyrt_backend_has_slot and the conformance tables. */
#define ANYRT_SLOT_INITIALIZE 0
#define ANYRT_SLOT_FINALIZE 1
#define ANYRT_SLOT_INIT_DEVICE 2
#define ANYRT_SLOT_DEINIT_DEVICE 3
#define ANYRT_SLOT_GET_DEVICE_COUNT 4
#define ANYRT_SLOT_GET_DEVICE_LIST 5
#define ANYRT_SLOT_SET_DEVICE 6
#define ANYRT_SLOT_SYNCHRONIZE_DEVICE 7
#define ANYRT_SLOT_GET_COMPUTE_CAPABILITY 8
#define ANYRT_SLOT_GET_RUNTIME_VERSION 9
#define ANYRT_SLOT_GET_DRIVER_VERSION 10
#define ANYRT_SLOT_MALLOC 11
#define ANYRT_SLOT_FREE 12
#define ANYRT_SLOT_MALLOC_HOST 13
#define ANYRT_SLOT_FREE_HOST 14
#define ANYRT_SLOT_MALLOC_UNIFIED 15
#define ANYRT_SLOT_FREE_UNIFIED 16
#define ANYRT_SLOT_MEMCPY 17
#define ANYRT_SLOT_MEMCPY_ASYNC 18
#define ANYRT_SLOT_MEMCPY_PEER 19
#define ANYRT_SLOT_MEMCPY_PEER_ASYNC 20
#define ANYRT_SLOT_MEMSET 21
#define ANYRT_SLOT_MEMSET_ASYNC 22
#define ANYRT_SLOT_GET_MEMORY_INFO 23
#define ANYRT_SLOT_MIN_CHUNK_SIZE 24
#define ANYRT_SLOT_MAX_CHUNK_SIZE 25
#define ANYRT_SLOT_MAX_ALLOC_SIZE 26
#define ANYRT_SLOT_EXTRA_PADDING_SIZE 27
#define ANYRT_SLOT_INIT_ALLOC_SIZE 28
#define ANYRT_SLOT_REALLOC_SIZE 29
#define ANYRT_SLOT_MALLOC_ASYNC 30
#define ANYRT_SLOT_FREE_ASYNC 31
#define ANYRT_SLOT_CREATE_STREAM 32
#define ANYRT_SLOT_DESTROY_STREAM 33
#define ANYRT_SLOT_QUERY_STREAM 34
#define ANYRT_SLOT_SYNCHRONIZE_STREAM 35
#define ANYRT_SLOT_STREAM_ADD_CALLBACK 36
#define ANYRT_SLOT_STREAM_WAIT_EVENT 37
#define ANYRT_SLOT_CREATE_EVENT 38
#define ANYRT_SLOT_DESTROY_EVENT 39
#define ANYRT_SLOT_RECORD_EVENT 40
#define ANYRT_SLOT_QUERY_EVENT 41
#define ANYRT_SLOT_SYNCHRONIZE_EVENT 42
#define ANYRT_SLOT_EVENT_ELAPSED_TIME 43
#define ANYRT_SLOT_GET_UNIQUE_ID 44
#define ANYRT_SLOT_COMM_INIT_ALL 45
#define ANYRT_SLOT_COMM_INIT_RANK 46
#define ANYRT_SLOT_COMM_DESTROY 47
#define ANYRT_SLOT_COMM_RANK 48
#define ANYRT_SLOT_COMM_SIZE 49
#define ANYRT_SLOT_ALL_REDUCE 50
#define ANYRT_SLOT_BROADCAST 51
#define ANYRT_SLOT_REDUCE 52
#define ANYRT_SLOT_ALL_GATHER 53
#define ANYRT_SLOT_REDUCE_SCATTER 54
#define ANYRT_SLOT_SEND 55
#define ANYRT_SLOT_RECV 56
#define ANYRT_SLOT_GROUP_START 57
#define ANYRT_SLOT_GROUP_END 58
#define ANYRT_SLOT_OP_WORKSPACE_SIZE 59
#define ANYRT_SLOT_DEVICE_MEMORY_HOST_ACCESSIBLE 60
#define ANYRT_SLOT_OP_GEMM 61
#define ANYRT_SLOT_OP_ADD 62
#define ANYRT_SLOT_OP_SUB 63
#define ANYRT_SLOT_OP_MUL 64
#define ANYRT_SLOT_OP_RELU 65
#define ANYRT_SLOT_OP_SILU 66
#define ANYRT_SLOT_OP_SIGMOID 67
#define ANYRT_SLOT_OP_SWIGLU 68
#define ANYRT_SLOT_OP_RMS_NORM 69
#define ANYRT_SLOT_OP_SOFTMAX 70
#define ANYRT_SLOT_OP_CAUSAL_SOFTMAX 71
#define ANYRT_SLOT_OP_ROPE 72
#define ANYRT_SLOT_OP_REARRANGE 73
#define ANYRT_SLOT_OP_RANDOM_SAMPLE 74
#define ANYRT_SLOT_OP_ZEROS 75
#define ANYRT_SLOT_OP_ONES 76
#define ANYRT_SLOT_COMM_INIT_MPI 77
#define ANYRT_SLOT_OP_ADD_RMS_NORM 78
#define ANYRT_SLOT_OP_CROSS_ENTROPY 79
#define ANYRT_SLOT_OP_TOPKSOFTMAX 80
#define ANYRT_SLOT_OP_TOPKROUTER 81
#define ANYRT_SLOT_OP_MROPE 82
#define ANYRT_SLOT_OP_PER_TENSOR_QUANT_INT8 83
#define ANYRT_SLOT_OP_PER_TENSOR_DEQUANT_INT8 84
#define ANYRT_SLOT_OP_PER_CHANNEL_QUANT_INT8 85
#define ANYRT_SLOT_OP_DEQUANTIZE_AWQ 86
#define ANYRT_SLOT_OP_DEQUANTIZE_GPTQ 87
#define ANYRT_SLOT_OP_KV_CACHING 88
#define ANYRT_SLOT_OP_PAGED_CACHING 89
#define ANYRT_SLOT_OP_PAGED_ATTENTION 90
#define ANYRT_SLOT_OP_PAGED_ATTENTION_PREFILL 91
#define ANYRT_SLOT_OP_ATTENTION 92
#define ANYRT_SLOT_OP_RANDOM_SAMPLE_BATCH 93
#define ANYRT_SLOT_OP_SILU_AND_MUL 94
#define ANYRT_SLOT_OP_EMBEDDING 95
#define ANYRT_SLOT_OP_GELU 96
#define ANYRT_SLOT_OP_GELUTANH 97
#define ANYRT_SLOT_OP_QUICKGELU 98
#define ANYRT_SLOT_OP_TANH 99
#define ANYRT_SLOT_OP_ERF 100
#define ANYRT_SLOT_OP_RECIPROCAL 101
#define ANYRT_SLOT_OP_HARDSWISH 102
#define ANYRT_SLOT_OP_SOFTPLUS 103
#define ANYRT_SLOT_OP_HARDTANH 104
#define ANYRT_SLOT_OP_CLIP 105
#define ANYRT_SLOT_OP_LOG_SOFTMAX 106
#define ANYRT_SLOT_OP_LAYER_NORM 107
#define ANYRT_SLOT_OP_SELECT_LAST_TOKEN_HIDDEN 108
#define ANYRT_SLOT_OP_CONV 109
#define ANYRT_SLOT_OP_ABS 110
#define ANYRT_SLOT_OP_NEG 111
#define ANYRT_SLOT_OP_SIGN 112
#define ANYRT_SLOT_OP_SQUARE 113
#define ANYRT_SLOT_OP_EXP 114
#define ANYRT_SLOT_OP_EXP2 115
#define ANYRT_SLOT_OP_EXPM1 116
#define ANYRT_SLOT_OP_LOG 117
#define ANYRT_SLOT_OP_LOG2 118
#define ANYRT_SLOT_OP_LOG10 119
#define ANYRT_SLOT_OP_LOG1P 120
#define ANYRT_SLOT_OP_SQRT 121
#define ANYRT_SLOT_OP_RSQRT 122
#define ANYRT_SLOT_OP_SIN 123
#define ANYRT_SLOT_OP_COS 124
#define ANYRT_SLOT_OP_TAN 125
#define ANYRT_SLOT_OP_ASIN 126
#define ANYRT_SLOT_OP_ACOS 127
#define ANYRT_SLOT_OP_ATAN 128
#define ANYRT_SLOT_OP_SINH 129
#define ANYRT_SLOT_OP_COSH 130
#define ANYRT_SLOT_OP_ASINH 131
#define ANYRT_SLOT_OP_ACOSH 132
#define ANYRT_SLOT_OP_ATANH 133
#define ANYRT_SLOT_OP_ERFC 134
#define ANYRT_SLOT_OP_FLOOR 135
#define ANYRT_SLOT_OP_CEIL 136
#define ANYRT_SLOT_OP_ROUND 137
#define ANYRT_SLOT_OP_TRUNC 138
#define ANYRT_SLOT_OP_BITWISE_NOT 139
#define ANYRT_SLOT_OP_LOGICAL_NOT 140
#define ANYRT_SLOT_OP_ISNAN 141
#define ANYRT_SLOT_OP_ISINF 142
#define ANYRT_SLOT_OP_ISFINITE 143
#define ANYRT_SLOT_OP_DIV 144
#define ANYRT_SLOT_OP_FLOOR_DIVIDE 145
#define ANYRT_SLOT_OP_REMAINDER 146
#define ANYRT_SLOT_OP_FMOD 147
#define ANYRT_SLOT_OP_POW 148
#define ANYRT_SLOT_OP_MAXIMUM 149
#define ANYRT_SLOT_OP_MINIMUM 150
#define ANYRT_SLOT_OP_FMAX 151
#define ANYRT_SLOT_OP_FMIN 152
#define ANYRT_SLOT_OP_ATAN2 153
#define ANYRT_SLOT_OP_HYPOT 154
#define ANYRT_SLOT_OP_COPYSIGN 155
#define ANYRT_SLOT_OP_LOGADDEXP 156
#define ANYRT_SLOT_OP_BITWISE_AND 157
#define ANYRT_SLOT_OP_BITWISE_OR 158
#define ANYRT_SLOT_OP_BITWISE_XOR 159
#define ANYRT_SLOT_OP_EQ 160
#define ANYRT_SLOT_OP_NE 161
#define ANYRT_SLOT_OP_LT 162
#define ANYRT_SLOT_OP_LE 163
#define ANYRT_SLOT_OP_GT 164
#define ANYRT_SLOT_OP_GE 165
#define ANYRT_SLOT_OP_LOGICAL_AND 166
#define ANYRT_SLOT_OP_LOGICAL_OR 167
#define ANYRT_SLOT_OP_LOGICAL_XOR 168
#define ANYRT_SLOT_OP_WHERE 169
#define ANYRT_SLOT_OP_LERP 170
#define ANYRT_SLOT_OP_ADDCMUL 171
#define ANYRT_SLOT_OP_ADDCDIV 172
#define ANYRT_SLOT_OP_RELU_BACKWARD 173
#define ANYRT_SLOT_OP_SILU_BACKWARD 174
#define ANYRT_SLOT_OP_GELU_BACKWARD 175
#define ANYRT_SLOT_OP_GELUTANH_BACKWARD 176
#define ANYRT_SLOT_OP_SIGMOID_BACKWARD 177
#define ANYRT_SLOT_OP_TANH_BACKWARD 178
#define ANYRT_SLOT_OP_SUM 179
#define ANYRT_SLOT_OP_MEAN 180
#define ANYRT_SLOT_OP_PROD 181
#define ANYRT_SLOT_OP_AMAX 182
#define ANYRT_SLOT_OP_AMIN 183
#define ANYRT_SLOT_OP_NORM 184
#define ANYRT_SLOT_OP_ANY 185
#define ANYRT_SLOT_OP_ALL 186
#define ANYRT_SLOT_OP_COUNT_NONZERO 187
#define ANYRT_SLOT_OP_CAST 188
#define ANYRT_SLOT_OP_UNIFORM 189
#define ANYRT_SLOT_OP_NORMAL 190
#define ANYRT_SLOT_OP_BERNOULLI 191
#define ANYRT_SLOT_OP_RANDINT 192
#define ANYRT_SLOT_OP_MASKED_FILL 193
#define ANYRT_SLOT_OP_ARANGE 194
#define ANYRT_SLOT_OP_TRIL 195
#define ANYRT_SLOT_OP_TRIU 196
#define ANYRT_SLOT_OP_ONE_HOT 197
#define ANYRT_SLOT_OP_GATHER 198
#define ANYRT_SLOT_OP_INDEX_SELECT 199
#define ANYRT_SLOT_OP_SCATTER 200
#define ANYRT_SLOT_OP_SCATTER_ADD 201
#define ANYRT_SLOT_OP_INDEX_ADD 202
#define ANYRT_SLOT_OP_CUMSUM 203
#define ANYRT_SLOT_OP_CUMPROD 204
#define ANYRT_SLOT_OP_TOPK 205
#define ANYRT_SLOT_OP_SORT 206
#define ANYRT_SLOT_OP_ARGSORT 207
#define ANYRT_SLOT_OP_ARGMAX 208
#define ANYRT_SLOT_OP_ARGMIN 209
#define ANYRT_SLOT_OP_HISTC 210
#define ANYRT_SLOT_OP_SOFTMAX_BACKWARD 211
#define ANYRT_SLOT_OP_LOG_SOFTMAX_BACKWARD 212
#define ANYRT_SLOT_OP_LAYER_NORM_BACKWARD 213
#define ANYRT_SLOT_OP_RMS_NORM_BACKWARD 214
#define ANYRT_SLOT_OP_NLL_LOSS 215
#define ANYRT_SLOT_OP_CROSS_ENTROPY_BACKWARD 216
#define ANYRT_SLOT_OP_NLL_LOSS_BACKWARD 217
#define ANYRT_SLOT_OP_EMBEDDING_BACKWARD 218
#define ANYRT_SLOT_OP_CONV_BACKWARD_DATA 219
#define ANYRT_SLOT_OP_CONV_BACKWARD_FILTER 220
#define ANYRT_SLOT_OP_MAX_POOL 221
#define ANYRT_SLOT_OP_MAX_POOL_BACKWARD 222
#define ANYRT_SLOT_OP_AVG_POOL 223
#define ANYRT_SLOT_OP_AVG_POOL_BACKWARD 224
#define ANYRT_SLOT_OP_BATCH_NORM 225
#define ANYRT_SLOT_OP_BATCH_NORM_INFERENCE 226
#define ANYRT_SLOT_OP_BATCH_NORM_BACKWARD 227
#define ANYRT_SLOT_OP_ADAMW_STEP 228
#define ANYRT_SLOT_OP_SGD_STEP 229
#define ANYRT_SLOT_DEVICE_PROPERTIES 230
#define ANYRT_SLOT_DEVICE_GET_NATIVE_HANDLE 231
#define ANYRT_SLOT_CONTEXT_GET_NATIVE_HANDLE 232
#define ANYRT_SLOT_STREAM_GET_NATIVE_HANDLE 233
#define ANYRT_SLOT_CREATE_STREAM_WITH_PRIORITY 234
#define ANYRT_SLOT_GET_STREAM_PRIORITY_RANGE 235
#define ANYRT_SLOT_GET_STREAM_PRIORITY 236
#define ANYRT_SLOT_NATIVE_CAPTURE_BEGIN 237
#define ANYRT_SLOT_NATIVE_CAPTURE_END 238
#define ANYRT_SLOT_NATIVE_GRAPH_INSTANTIATE 239
#define ANYRT_SLOT_NATIVE_GRAPH_LAUNCH 240
#define ANYRT_SLOT_NATIVE_GRAPH_EXEC_UPDATE 241
#define ANYRT_SLOT_NATIVE_GRAPH_DESTROY 242
#define ANYRT_SLOT_NATIVE_GRAPH_EXEC_DESTROY 243
#define ANYRT_SLOT_ALL_TO_ALL 244
#define ANYRT_SLOT_ALL_TO_ALLV 245
#define ANYRT_SLOT_ALL_GATHER_V 246
#define ANYRT_SLOT_REDUCE_SCATTER_V 247
#define ANYRT_SLOT_CCL_GATHER 248
#define ANYRT_SLOT_CCL_SCATTER 249
#define ANYRT_SLOT_COMM_SPLIT 250
#define ANYRT_SLOT_MODULE_LOAD 251
#define ANYRT_SLOT_MODULE_UNLOAD 252
#define ANYRT_SLOT_MODULE_GET_FUNCTION 253
#define ANYRT_SLOT_LAUNCH_KERNEL 254
#define ANYRT_SLOT_OP_VAR 255
#define ANYRT_SLOT_OP_STD 256
#define ANYRT_SLOT_OP_LOGSUMEXP 257
#define ANYRT_SLOT_OP_ISIN 258
#define ANYRT_SLOT_OP_NONZERO 259
#define ANYRT_SLOT_OP_MASKED_SELECT 260
#define ANYRT_SLOT_OP_LINSPACE 261
#define ANYRT_SLOT_NATIVE_EXCHANGE_CAPTURE_MODE 262
#define ANYRT_SLOT_OP_RELU6 263
#define ANYRT_SLOT_OP_SOFTSIGN 264
#define ANYRT_SLOT_OP_TANHSHRINK 265
#define ANYRT_SLOT_OP_SELU 266
#define ANYRT_SLOT_OP_LOGADDEXP2 267
#define ANYRT_SLOT_OP_BITWISE_RIGHT_SHIFT 268
#define ANYRT_SLOT_OP_BROADCAST_TO 269
#define ANYRT_SLOT_OP_HARDSIGMOID 270
#define ANYRT_SLOT_OP_MISH 271
#define ANYRT_SLOT_OP_LOGSIGMOID 272
#define ANYRT_SLOT_OP_FRAC 273
#define ANYRT_SLOT_OP_SINC 274
#define ANYRT_SLOT_OP_SIGNBIT 275
#define ANYRT_SLOT_OP_LEAKY_RELU 276
#define ANYRT_SLOT_OP_ELU 277
#define ANYRT_SLOT_OP_HARDSHRINK 278
#define ANYRT_SLOT_OP_SOFTSHRINK 279
#define ANYRT_SLOT_OP_THRESHOLD 280
#define ANYRT_SLOT_OP_NAN_TO_NUM 281
#define ANYRT_SLOT_OP_XLOGY 282
#define ANYRT_SLOT_OP_XLOG1PY 283
#define ANYRT_SLOT_OP_HEAVISIDE 284
#define ANYRT_SLOT_COUNT 285

/* The one symbol a plugin exports. The core passes its own ABI version; the plugin points `table`
 * at a table that lives as long as the library and returns ANYRT_STATUS_SUCCESS. */
#define ANYRT_BACKEND_ENTRY anyrt_backend_get_table
#define ANYRT_BACKEND_ENTRY_NAME "anyrt_backend_get_table"
typedef anyrt_status_t (*anyrt_backend_entry_fn)(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                 const anyrt_backend_table_t** table);

/* A plugin may instead host several backends (libanyrt_paddle.so: one per Paddle plugin). It
 * exports ANYRT_BACKEND_HOST_ENTRY and lists one entry per hosted backend; the core loads each
 * table as if a plugin of its own had returned it, and lists an entry without a table as refused. */
typedef struct anyrt_backend_hosted_t {
    const anyrt_backend_table_t* table; /* NULL: refused */
    anyrt_status_t status;              /* why it was refused */
    const char* name;                   /* backend name, shown when refused */
    const char* path;                   /* the library the backend comes from */
    const char* message;                /* the refusal in words */
    anyrt_device_kind_t kind;           /* the kind it would serve, shown when refused */
} anyrt_backend_hosted_t;
#define ANYRT_BACKEND_HOST_ENTRY anyrt_backend_get_hosted
#define ANYRT_BACKEND_HOST_ENTRY_NAME "anyrt_backend_get_hosted"
typedef anyrt_status_t (*anyrt_backend_host_entry_fn)(uint32_t core_abi_major, uint32_t core_abi_minor,
                                                      const anyrt_backend_hosted_t** hosted, int* count);

/* A backend's `kind_alias` in spec/backends.yaml, which the build passes as ANYRT_BUILD_KIND_ALIAS: the
 * enum kind it also serves, so that InfiniCore programs reach a vendor kind (the core reads it at load;
 * ANYRT_KIND_ALIAS at run time overrides it). Weak: one definition however many files include this. */
#define ANYRT_BACKEND_KIND_ALIAS_NAME "anyrt_backend_kind_alias"
#if defined(ANYRT_BUILD_KIND_ALIAS) && defined(__cplusplus)
__attribute__((weak, visibility("default"))) extern const int anyrt_backend_kind_alias = (int)(ANYRT_BUILD_KIND_ALIAS);
#elif defined(ANYRT_BUILD_KIND_ALIAS)
__attribute__((weak, visibility("default"))) const int anyrt_backend_kind_alias = (int)(ANYRT_BUILD_KIND_ALIAS);
#endif

#ifdef __cplusplus
#define ANYRT_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define ANYRT_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif

/* Slots are consecutive function pointers with no padding, so a shorter (older) table is a prefix. */
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, initialize) ==
                        offsetof(anyrt_backend_table_t, initialize) + 0 * sizeof(void (*)(void)),
                    "slot initialize moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, finalize) ==
                        offsetof(anyrt_backend_table_t, initialize) + 1 * sizeof(void (*)(void)),
                    "slot finalize moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, init_device) ==
                        offsetof(anyrt_backend_table_t, initialize) + 2 * sizeof(void (*)(void)),
                    "slot init_device moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, deinit_device) ==
                        offsetof(anyrt_backend_table_t, initialize) + 3 * sizeof(void (*)(void)),
                    "slot deinit_device moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_device_count) ==
                        offsetof(anyrt_backend_table_t, initialize) + 4 * sizeof(void (*)(void)),
                    "slot get_device_count moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_device_list) ==
                        offsetof(anyrt_backend_table_t, initialize) + 5 * sizeof(void (*)(void)),
                    "slot get_device_list moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, set_device) ==
                        offsetof(anyrt_backend_table_t, initialize) + 6 * sizeof(void (*)(void)),
                    "slot set_device moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, synchronize_device) ==
                        offsetof(anyrt_backend_table_t, initialize) + 7 * sizeof(void (*)(void)),
                    "slot synchronize_device moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_compute_capability) ==
                        offsetof(anyrt_backend_table_t, initialize) + 8 * sizeof(void (*)(void)),
                    "slot get_compute_capability moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_runtime_version) ==
                        offsetof(anyrt_backend_table_t, initialize) + 9 * sizeof(void (*)(void)),
                    "slot get_runtime_version moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_driver_version) ==
                        offsetof(anyrt_backend_table_t, initialize) + 10 * sizeof(void (*)(void)),
                    "slot get_driver_version moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, malloc) ==
                        offsetof(anyrt_backend_table_t, initialize) + 11 * sizeof(void (*)(void)),
                    "slot malloc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, free) ==
                        offsetof(anyrt_backend_table_t, initialize) + 12 * sizeof(void (*)(void)),
                    "slot free moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, malloc_host) ==
                        offsetof(anyrt_backend_table_t, initialize) + 13 * sizeof(void (*)(void)),
                    "slot malloc_host moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, free_host) ==
                        offsetof(anyrt_backend_table_t, initialize) + 14 * sizeof(void (*)(void)),
                    "slot free_host moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, malloc_unified) ==
                        offsetof(anyrt_backend_table_t, initialize) + 15 * sizeof(void (*)(void)),
                    "slot malloc_unified moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, free_unified) ==
                        offsetof(anyrt_backend_table_t, initialize) + 16 * sizeof(void (*)(void)),
                    "slot free_unified moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memcpy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 17 * sizeof(void (*)(void)),
                    "slot memcpy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memcpy_async) ==
                        offsetof(anyrt_backend_table_t, initialize) + 18 * sizeof(void (*)(void)),
                    "slot memcpy_async moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memcpy_peer) ==
                        offsetof(anyrt_backend_table_t, initialize) + 19 * sizeof(void (*)(void)),
                    "slot memcpy_peer moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memcpy_peer_async) ==
                        offsetof(anyrt_backend_table_t, initialize) + 20 * sizeof(void (*)(void)),
                    "slot memcpy_peer_async moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memset) ==
                        offsetof(anyrt_backend_table_t, initialize) + 21 * sizeof(void (*)(void)),
                    "slot memset moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, memset_async) ==
                        offsetof(anyrt_backend_table_t, initialize) + 22 * sizeof(void (*)(void)),
                    "slot memset_async moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_memory_info) ==
                        offsetof(anyrt_backend_table_t, initialize) + 23 * sizeof(void (*)(void)),
                    "slot get_memory_info moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, min_chunk_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 24 * sizeof(void (*)(void)),
                    "slot min_chunk_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, max_chunk_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 25 * sizeof(void (*)(void)),
                    "slot max_chunk_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, max_alloc_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 26 * sizeof(void (*)(void)),
                    "slot max_alloc_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, extra_padding_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 27 * sizeof(void (*)(void)),
                    "slot extra_padding_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, init_alloc_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 28 * sizeof(void (*)(void)),
                    "slot init_alloc_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, realloc_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 29 * sizeof(void (*)(void)),
                    "slot realloc_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, malloc_async) ==
                        offsetof(anyrt_backend_table_t, initialize) + 30 * sizeof(void (*)(void)),
                    "slot malloc_async moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, free_async) ==
                        offsetof(anyrt_backend_table_t, initialize) + 31 * sizeof(void (*)(void)),
                    "slot free_async moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, create_stream) ==
                        offsetof(anyrt_backend_table_t, initialize) + 32 * sizeof(void (*)(void)),
                    "slot create_stream moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, destroy_stream) ==
                        offsetof(anyrt_backend_table_t, initialize) + 33 * sizeof(void (*)(void)),
                    "slot destroy_stream moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, query_stream) ==
                        offsetof(anyrt_backend_table_t, initialize) + 34 * sizeof(void (*)(void)),
                    "slot query_stream moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, synchronize_stream) ==
                        offsetof(anyrt_backend_table_t, initialize) + 35 * sizeof(void (*)(void)),
                    "slot synchronize_stream moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, stream_add_callback) ==
                        offsetof(anyrt_backend_table_t, initialize) + 36 * sizeof(void (*)(void)),
                    "slot stream_add_callback moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, stream_wait_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 37 * sizeof(void (*)(void)),
                    "slot stream_wait_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, create_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 38 * sizeof(void (*)(void)),
                    "slot create_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, destroy_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 39 * sizeof(void (*)(void)),
                    "slot destroy_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, record_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 40 * sizeof(void (*)(void)),
                    "slot record_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, query_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 41 * sizeof(void (*)(void)),
                    "slot query_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, synchronize_event) ==
                        offsetof(anyrt_backend_table_t, initialize) + 42 * sizeof(void (*)(void)),
                    "slot synchronize_event moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, event_elapsed_time) ==
                        offsetof(anyrt_backend_table_t, initialize) + 43 * sizeof(void (*)(void)),
                    "slot event_elapsed_time moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_unique_id) ==
                        offsetof(anyrt_backend_table_t, initialize) + 44 * sizeof(void (*)(void)),
                    "slot get_unique_id moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_init_all) ==
                        offsetof(anyrt_backend_table_t, initialize) + 45 * sizeof(void (*)(void)),
                    "slot comm_init_all moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_init_rank) ==
                        offsetof(anyrt_backend_table_t, initialize) + 46 * sizeof(void (*)(void)),
                    "slot comm_init_rank moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_destroy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 47 * sizeof(void (*)(void)),
                    "slot comm_destroy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_rank) ==
                        offsetof(anyrt_backend_table_t, initialize) + 48 * sizeof(void (*)(void)),
                    "slot comm_rank moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 49 * sizeof(void (*)(void)),
                    "slot comm_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, all_reduce) ==
                        offsetof(anyrt_backend_table_t, initialize) + 50 * sizeof(void (*)(void)),
                    "slot all_reduce moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, broadcast) ==
                        offsetof(anyrt_backend_table_t, initialize) + 51 * sizeof(void (*)(void)),
                    "slot broadcast moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, reduce) ==
                        offsetof(anyrt_backend_table_t, initialize) + 52 * sizeof(void (*)(void)),
                    "slot reduce moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, all_gather) ==
                        offsetof(anyrt_backend_table_t, initialize) + 53 * sizeof(void (*)(void)),
                    "slot all_gather moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, reduce_scatter) ==
                        offsetof(anyrt_backend_table_t, initialize) + 54 * sizeof(void (*)(void)),
                    "slot reduce_scatter moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, send) ==
                        offsetof(anyrt_backend_table_t, initialize) + 55 * sizeof(void (*)(void)),
                    "slot send moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, recv) ==
                        offsetof(anyrt_backend_table_t, initialize) + 56 * sizeof(void (*)(void)),
                    "slot recv moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, group_start) ==
                        offsetof(anyrt_backend_table_t, initialize) + 57 * sizeof(void (*)(void)),
                    "slot group_start moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, group_end) ==
                        offsetof(anyrt_backend_table_t, initialize) + 58 * sizeof(void (*)(void)),
                    "slot group_end moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_workspace_size) ==
                        offsetof(anyrt_backend_table_t, initialize) + 59 * sizeof(void (*)(void)),
                    "slot op_workspace_size moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, device_memory_host_accessible) ==
                        offsetof(anyrt_backend_table_t, initialize) + 60 * sizeof(void (*)(void)),
                    "slot device_memory_host_accessible moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gemm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 61 * sizeof(void (*)(void)),
                    "slot op_gemm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_add) ==
                        offsetof(anyrt_backend_table_t, initialize) + 62 * sizeof(void (*)(void)),
                    "slot op_add moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sub) ==
                        offsetof(anyrt_backend_table_t, initialize) + 63 * sizeof(void (*)(void)),
                    "slot op_sub moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_mul) ==
                        offsetof(anyrt_backend_table_t, initialize) + 64 * sizeof(void (*)(void)),
                    "slot op_mul moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_relu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 65 * sizeof(void (*)(void)),
                    "slot op_relu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_silu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 66 * sizeof(void (*)(void)),
                    "slot op_silu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sigmoid) ==
                        offsetof(anyrt_backend_table_t, initialize) + 67 * sizeof(void (*)(void)),
                    "slot op_sigmoid moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_swiglu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 68 * sizeof(void (*)(void)),
                    "slot op_swiglu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_rms_norm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 69 * sizeof(void (*)(void)),
                    "slot op_rms_norm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_softmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 70 * sizeof(void (*)(void)),
                    "slot op_softmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_causal_softmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 71 * sizeof(void (*)(void)),
                    "slot op_causal_softmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_rope) ==
                        offsetof(anyrt_backend_table_t, initialize) + 72 * sizeof(void (*)(void)),
                    "slot op_rope moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_rearrange) ==
                        offsetof(anyrt_backend_table_t, initialize) + 73 * sizeof(void (*)(void)),
                    "slot op_rearrange moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_random_sample) ==
                        offsetof(anyrt_backend_table_t, initialize) + 74 * sizeof(void (*)(void)),
                    "slot op_random_sample moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_zeros) ==
                        offsetof(anyrt_backend_table_t, initialize) + 75 * sizeof(void (*)(void)),
                    "slot op_zeros moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_ones) ==
                        offsetof(anyrt_backend_table_t, initialize) + 76 * sizeof(void (*)(void)),
                    "slot op_ones moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_init_mpi) ==
                        offsetof(anyrt_backend_table_t, initialize) + 77 * sizeof(void (*)(void)),
                    "slot comm_init_mpi moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_add_rms_norm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 78 * sizeof(void (*)(void)),
                    "slot op_add_rms_norm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cross_entropy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 79 * sizeof(void (*)(void)),
                    "slot op_cross_entropy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_topksoftmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 80 * sizeof(void (*)(void)),
                    "slot op_topksoftmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_topkrouter) ==
                        offsetof(anyrt_backend_table_t, initialize) + 81 * sizeof(void (*)(void)),
                    "slot op_topkrouter moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_mrope) ==
                        offsetof(anyrt_backend_table_t, initialize) + 82 * sizeof(void (*)(void)),
                    "slot op_mrope moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_per_tensor_quant_int8) ==
                        offsetof(anyrt_backend_table_t, initialize) + 83 * sizeof(void (*)(void)),
                    "slot op_per_tensor_quant_int8 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_per_tensor_dequant_int8) ==
                        offsetof(anyrt_backend_table_t, initialize) + 84 * sizeof(void (*)(void)),
                    "slot op_per_tensor_dequant_int8 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_per_channel_quant_int8) ==
                        offsetof(anyrt_backend_table_t, initialize) + 85 * sizeof(void (*)(void)),
                    "slot op_per_channel_quant_int8 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_dequantize_awq) ==
                        offsetof(anyrt_backend_table_t, initialize) + 86 * sizeof(void (*)(void)),
                    "slot op_dequantize_awq moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_dequantize_gptq) ==
                        offsetof(anyrt_backend_table_t, initialize) + 87 * sizeof(void (*)(void)),
                    "slot op_dequantize_gptq moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_kv_caching) ==
                        offsetof(anyrt_backend_table_t, initialize) + 88 * sizeof(void (*)(void)),
                    "slot op_kv_caching moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_paged_caching) ==
                        offsetof(anyrt_backend_table_t, initialize) + 89 * sizeof(void (*)(void)),
                    "slot op_paged_caching moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_paged_attention) ==
                        offsetof(anyrt_backend_table_t, initialize) + 90 * sizeof(void (*)(void)),
                    "slot op_paged_attention moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_paged_attention_prefill) ==
                        offsetof(anyrt_backend_table_t, initialize) + 91 * sizeof(void (*)(void)),
                    "slot op_paged_attention_prefill moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_attention) ==
                        offsetof(anyrt_backend_table_t, initialize) + 92 * sizeof(void (*)(void)),
                    "slot op_attention moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_random_sample_batch) ==
                        offsetof(anyrt_backend_table_t, initialize) + 93 * sizeof(void (*)(void)),
                    "slot op_random_sample_batch moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_silu_and_mul) ==
                        offsetof(anyrt_backend_table_t, initialize) + 94 * sizeof(void (*)(void)),
                    "slot op_silu_and_mul moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_embedding) ==
                        offsetof(anyrt_backend_table_t, initialize) + 95 * sizeof(void (*)(void)),
                    "slot op_embedding moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gelu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 96 * sizeof(void (*)(void)),
                    "slot op_gelu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gelutanh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 97 * sizeof(void (*)(void)),
                    "slot op_gelutanh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_quickgelu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 98 * sizeof(void (*)(void)),
                    "slot op_quickgelu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_tanh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 99 * sizeof(void (*)(void)),
                    "slot op_tanh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_erf) ==
                        offsetof(anyrt_backend_table_t, initialize) + 100 * sizeof(void (*)(void)),
                    "slot op_erf moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_reciprocal) ==
                        offsetof(anyrt_backend_table_t, initialize) + 101 * sizeof(void (*)(void)),
                    "slot op_reciprocal moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_hardswish) ==
                        offsetof(anyrt_backend_table_t, initialize) + 102 * sizeof(void (*)(void)),
                    "slot op_hardswish moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_softplus) ==
                        offsetof(anyrt_backend_table_t, initialize) + 103 * sizeof(void (*)(void)),
                    "slot op_softplus moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_hardtanh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 104 * sizeof(void (*)(void)),
                    "slot op_hardtanh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_clip) ==
                        offsetof(anyrt_backend_table_t, initialize) + 105 * sizeof(void (*)(void)),
                    "slot op_clip moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log_softmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 106 * sizeof(void (*)(void)),
                    "slot op_log_softmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_layer_norm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 107 * sizeof(void (*)(void)),
                    "slot op_layer_norm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_select_last_token_hidden) ==
                        offsetof(anyrt_backend_table_t, initialize) + 108 * sizeof(void (*)(void)),
                    "slot op_select_last_token_hidden moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_conv) ==
                        offsetof(anyrt_backend_table_t, initialize) + 109 * sizeof(void (*)(void)),
                    "slot op_conv moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_abs) ==
                        offsetof(anyrt_backend_table_t, initialize) + 110 * sizeof(void (*)(void)),
                    "slot op_abs moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_neg) ==
                        offsetof(anyrt_backend_table_t, initialize) + 111 * sizeof(void (*)(void)),
                    "slot op_neg moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sign) ==
                        offsetof(anyrt_backend_table_t, initialize) + 112 * sizeof(void (*)(void)),
                    "slot op_sign moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_square) ==
                        offsetof(anyrt_backend_table_t, initialize) + 113 * sizeof(void (*)(void)),
                    "slot op_square moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_exp) ==
                        offsetof(anyrt_backend_table_t, initialize) + 114 * sizeof(void (*)(void)),
                    "slot op_exp moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_exp2) ==
                        offsetof(anyrt_backend_table_t, initialize) + 115 * sizeof(void (*)(void)),
                    "slot op_exp2 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_expm1) ==
                        offsetof(anyrt_backend_table_t, initialize) + 116 * sizeof(void (*)(void)),
                    "slot op_expm1 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log) ==
                        offsetof(anyrt_backend_table_t, initialize) + 117 * sizeof(void (*)(void)),
                    "slot op_log moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log2) ==
                        offsetof(anyrt_backend_table_t, initialize) + 118 * sizeof(void (*)(void)),
                    "slot op_log2 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log10) ==
                        offsetof(anyrt_backend_table_t, initialize) + 119 * sizeof(void (*)(void)),
                    "slot op_log10 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log1p) ==
                        offsetof(anyrt_backend_table_t, initialize) + 120 * sizeof(void (*)(void)),
                    "slot op_log1p moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sqrt) ==
                        offsetof(anyrt_backend_table_t, initialize) + 121 * sizeof(void (*)(void)),
                    "slot op_sqrt moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_rsqrt) ==
                        offsetof(anyrt_backend_table_t, initialize) + 122 * sizeof(void (*)(void)),
                    "slot op_rsqrt moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 123 * sizeof(void (*)(void)),
                    "slot op_sin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cos) ==
                        offsetof(anyrt_backend_table_t, initialize) + 124 * sizeof(void (*)(void)),
                    "slot op_cos moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_tan) ==
                        offsetof(anyrt_backend_table_t, initialize) + 125 * sizeof(void (*)(void)),
                    "slot op_tan moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_asin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 126 * sizeof(void (*)(void)),
                    "slot op_asin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_acos) ==
                        offsetof(anyrt_backend_table_t, initialize) + 127 * sizeof(void (*)(void)),
                    "slot op_acos moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_atan) ==
                        offsetof(anyrt_backend_table_t, initialize) + 128 * sizeof(void (*)(void)),
                    "slot op_atan moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sinh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 129 * sizeof(void (*)(void)),
                    "slot op_sinh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cosh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 130 * sizeof(void (*)(void)),
                    "slot op_cosh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_asinh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 131 * sizeof(void (*)(void)),
                    "slot op_asinh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_acosh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 132 * sizeof(void (*)(void)),
                    "slot op_acosh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_atanh) ==
                        offsetof(anyrt_backend_table_t, initialize) + 133 * sizeof(void (*)(void)),
                    "slot op_atanh moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_erfc) ==
                        offsetof(anyrt_backend_table_t, initialize) + 134 * sizeof(void (*)(void)),
                    "slot op_erfc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_floor) ==
                        offsetof(anyrt_backend_table_t, initialize) + 135 * sizeof(void (*)(void)),
                    "slot op_floor moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_ceil) ==
                        offsetof(anyrt_backend_table_t, initialize) + 136 * sizeof(void (*)(void)),
                    "slot op_ceil moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_round) ==
                        offsetof(anyrt_backend_table_t, initialize) + 137 * sizeof(void (*)(void)),
                    "slot op_round moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_trunc) ==
                        offsetof(anyrt_backend_table_t, initialize) + 138 * sizeof(void (*)(void)),
                    "slot op_trunc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bitwise_not) ==
                        offsetof(anyrt_backend_table_t, initialize) + 139 * sizeof(void (*)(void)),
                    "slot op_bitwise_not moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logical_not) ==
                        offsetof(anyrt_backend_table_t, initialize) + 140 * sizeof(void (*)(void)),
                    "slot op_logical_not moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_isnan) ==
                        offsetof(anyrt_backend_table_t, initialize) + 141 * sizeof(void (*)(void)),
                    "slot op_isnan moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_isinf) ==
                        offsetof(anyrt_backend_table_t, initialize) + 142 * sizeof(void (*)(void)),
                    "slot op_isinf moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_isfinite) ==
                        offsetof(anyrt_backend_table_t, initialize) + 143 * sizeof(void (*)(void)),
                    "slot op_isfinite moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_div) ==
                        offsetof(anyrt_backend_table_t, initialize) + 144 * sizeof(void (*)(void)),
                    "slot op_div moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_floor_divide) ==
                        offsetof(anyrt_backend_table_t, initialize) + 145 * sizeof(void (*)(void)),
                    "slot op_floor_divide moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_remainder) ==
                        offsetof(anyrt_backend_table_t, initialize) + 146 * sizeof(void (*)(void)),
                    "slot op_remainder moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_fmod) ==
                        offsetof(anyrt_backend_table_t, initialize) + 147 * sizeof(void (*)(void)),
                    "slot op_fmod moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_pow) ==
                        offsetof(anyrt_backend_table_t, initialize) + 148 * sizeof(void (*)(void)),
                    "slot op_pow moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_maximum) ==
                        offsetof(anyrt_backend_table_t, initialize) + 149 * sizeof(void (*)(void)),
                    "slot op_maximum moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_minimum) ==
                        offsetof(anyrt_backend_table_t, initialize) + 150 * sizeof(void (*)(void)),
                    "slot op_minimum moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_fmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 151 * sizeof(void (*)(void)),
                    "slot op_fmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_fmin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 152 * sizeof(void (*)(void)),
                    "slot op_fmin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_atan2) ==
                        offsetof(anyrt_backend_table_t, initialize) + 153 * sizeof(void (*)(void)),
                    "slot op_atan2 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_hypot) ==
                        offsetof(anyrt_backend_table_t, initialize) + 154 * sizeof(void (*)(void)),
                    "slot op_hypot moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_copysign) ==
                        offsetof(anyrt_backend_table_t, initialize) + 155 * sizeof(void (*)(void)),
                    "slot op_copysign moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logaddexp) ==
                        offsetof(anyrt_backend_table_t, initialize) + 156 * sizeof(void (*)(void)),
                    "slot op_logaddexp moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bitwise_and) ==
                        offsetof(anyrt_backend_table_t, initialize) + 157 * sizeof(void (*)(void)),
                    "slot op_bitwise_and moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bitwise_or) ==
                        offsetof(anyrt_backend_table_t, initialize) + 158 * sizeof(void (*)(void)),
                    "slot op_bitwise_or moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bitwise_xor) ==
                        offsetof(anyrt_backend_table_t, initialize) + 159 * sizeof(void (*)(void)),
                    "slot op_bitwise_xor moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_eq) ==
                        offsetof(anyrt_backend_table_t, initialize) + 160 * sizeof(void (*)(void)),
                    "slot op_eq moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_ne) ==
                        offsetof(anyrt_backend_table_t, initialize) + 161 * sizeof(void (*)(void)),
                    "slot op_ne moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_lt) ==
                        offsetof(anyrt_backend_table_t, initialize) + 162 * sizeof(void (*)(void)),
                    "slot op_lt moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_le) ==
                        offsetof(anyrt_backend_table_t, initialize) + 163 * sizeof(void (*)(void)),
                    "slot op_le moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gt) ==
                        offsetof(anyrt_backend_table_t, initialize) + 164 * sizeof(void (*)(void)),
                    "slot op_gt moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_ge) ==
                        offsetof(anyrt_backend_table_t, initialize) + 165 * sizeof(void (*)(void)),
                    "slot op_ge moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logical_and) ==
                        offsetof(anyrt_backend_table_t, initialize) + 166 * sizeof(void (*)(void)),
                    "slot op_logical_and moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logical_or) ==
                        offsetof(anyrt_backend_table_t, initialize) + 167 * sizeof(void (*)(void)),
                    "slot op_logical_or moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logical_xor) ==
                        offsetof(anyrt_backend_table_t, initialize) + 168 * sizeof(void (*)(void)),
                    "slot op_logical_xor moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_where) ==
                        offsetof(anyrt_backend_table_t, initialize) + 169 * sizeof(void (*)(void)),
                    "slot op_where moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_lerp) ==
                        offsetof(anyrt_backend_table_t, initialize) + 170 * sizeof(void (*)(void)),
                    "slot op_lerp moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_addcmul) ==
                        offsetof(anyrt_backend_table_t, initialize) + 171 * sizeof(void (*)(void)),
                    "slot op_addcmul moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_addcdiv) ==
                        offsetof(anyrt_backend_table_t, initialize) + 172 * sizeof(void (*)(void)),
                    "slot op_addcdiv moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_relu_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 173 * sizeof(void (*)(void)),
                    "slot op_relu_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_silu_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 174 * sizeof(void (*)(void)),
                    "slot op_silu_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gelu_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 175 * sizeof(void (*)(void)),
                    "slot op_gelu_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gelutanh_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 176 * sizeof(void (*)(void)),
                    "slot op_gelutanh_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sigmoid_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 177 * sizeof(void (*)(void)),
                    "slot op_sigmoid_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_tanh_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 178 * sizeof(void (*)(void)),
                    "slot op_tanh_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sum) ==
                        offsetof(anyrt_backend_table_t, initialize) + 179 * sizeof(void (*)(void)),
                    "slot op_sum moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_mean) ==
                        offsetof(anyrt_backend_table_t, initialize) + 180 * sizeof(void (*)(void)),
                    "slot op_mean moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_prod) ==
                        offsetof(anyrt_backend_table_t, initialize) + 181 * sizeof(void (*)(void)),
                    "slot op_prod moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_amax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 182 * sizeof(void (*)(void)),
                    "slot op_amax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_amin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 183 * sizeof(void (*)(void)),
                    "slot op_amin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_norm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 184 * sizeof(void (*)(void)),
                    "slot op_norm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_any) ==
                        offsetof(anyrt_backend_table_t, initialize) + 185 * sizeof(void (*)(void)),
                    "slot op_any moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_all) ==
                        offsetof(anyrt_backend_table_t, initialize) + 186 * sizeof(void (*)(void)),
                    "slot op_all moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_count_nonzero) ==
                        offsetof(anyrt_backend_table_t, initialize) + 187 * sizeof(void (*)(void)),
                    "slot op_count_nonzero moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cast) ==
                        offsetof(anyrt_backend_table_t, initialize) + 188 * sizeof(void (*)(void)),
                    "slot op_cast moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_uniform) ==
                        offsetof(anyrt_backend_table_t, initialize) + 189 * sizeof(void (*)(void)),
                    "slot op_uniform moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_normal) ==
                        offsetof(anyrt_backend_table_t, initialize) + 190 * sizeof(void (*)(void)),
                    "slot op_normal moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bernoulli) ==
                        offsetof(anyrt_backend_table_t, initialize) + 191 * sizeof(void (*)(void)),
                    "slot op_bernoulli moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_randint) ==
                        offsetof(anyrt_backend_table_t, initialize) + 192 * sizeof(void (*)(void)),
                    "slot op_randint moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_masked_fill) ==
                        offsetof(anyrt_backend_table_t, initialize) + 193 * sizeof(void (*)(void)),
                    "slot op_masked_fill moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_arange) ==
                        offsetof(anyrt_backend_table_t, initialize) + 194 * sizeof(void (*)(void)),
                    "slot op_arange moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_tril) ==
                        offsetof(anyrt_backend_table_t, initialize) + 195 * sizeof(void (*)(void)),
                    "slot op_tril moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_triu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 196 * sizeof(void (*)(void)),
                    "slot op_triu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_one_hot) ==
                        offsetof(anyrt_backend_table_t, initialize) + 197 * sizeof(void (*)(void)),
                    "slot op_one_hot moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_gather) ==
                        offsetof(anyrt_backend_table_t, initialize) + 198 * sizeof(void (*)(void)),
                    "slot op_gather moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_index_select) ==
                        offsetof(anyrt_backend_table_t, initialize) + 199 * sizeof(void (*)(void)),
                    "slot op_index_select moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_scatter) ==
                        offsetof(anyrt_backend_table_t, initialize) + 200 * sizeof(void (*)(void)),
                    "slot op_scatter moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_scatter_add) ==
                        offsetof(anyrt_backend_table_t, initialize) + 201 * sizeof(void (*)(void)),
                    "slot op_scatter_add moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_index_add) ==
                        offsetof(anyrt_backend_table_t, initialize) + 202 * sizeof(void (*)(void)),
                    "slot op_index_add moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cumsum) ==
                        offsetof(anyrt_backend_table_t, initialize) + 203 * sizeof(void (*)(void)),
                    "slot op_cumsum moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cumprod) ==
                        offsetof(anyrt_backend_table_t, initialize) + 204 * sizeof(void (*)(void)),
                    "slot op_cumprod moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_topk) ==
                        offsetof(anyrt_backend_table_t, initialize) + 205 * sizeof(void (*)(void)),
                    "slot op_topk moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sort) ==
                        offsetof(anyrt_backend_table_t, initialize) + 206 * sizeof(void (*)(void)),
                    "slot op_sort moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_argsort) ==
                        offsetof(anyrt_backend_table_t, initialize) + 207 * sizeof(void (*)(void)),
                    "slot op_argsort moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_argmax) ==
                        offsetof(anyrt_backend_table_t, initialize) + 208 * sizeof(void (*)(void)),
                    "slot op_argmax moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_argmin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 209 * sizeof(void (*)(void)),
                    "slot op_argmin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_histc) ==
                        offsetof(anyrt_backend_table_t, initialize) + 210 * sizeof(void (*)(void)),
                    "slot op_histc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_softmax_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 211 * sizeof(void (*)(void)),
                    "slot op_softmax_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_log_softmax_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 212 * sizeof(void (*)(void)),
                    "slot op_log_softmax_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_layer_norm_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 213 * sizeof(void (*)(void)),
                    "slot op_layer_norm_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_rms_norm_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 214 * sizeof(void (*)(void)),
                    "slot op_rms_norm_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_nll_loss) ==
                        offsetof(anyrt_backend_table_t, initialize) + 215 * sizeof(void (*)(void)),
                    "slot op_nll_loss moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_cross_entropy_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 216 * sizeof(void (*)(void)),
                    "slot op_cross_entropy_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_nll_loss_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 217 * sizeof(void (*)(void)),
                    "slot op_nll_loss_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_embedding_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 218 * sizeof(void (*)(void)),
                    "slot op_embedding_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_conv_backward_data) ==
                        offsetof(anyrt_backend_table_t, initialize) + 219 * sizeof(void (*)(void)),
                    "slot op_conv_backward_data moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_conv_backward_filter) ==
                        offsetof(anyrt_backend_table_t, initialize) + 220 * sizeof(void (*)(void)),
                    "slot op_conv_backward_filter moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_max_pool) ==
                        offsetof(anyrt_backend_table_t, initialize) + 221 * sizeof(void (*)(void)),
                    "slot op_max_pool moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_max_pool_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 222 * sizeof(void (*)(void)),
                    "slot op_max_pool_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_avg_pool) ==
                        offsetof(anyrt_backend_table_t, initialize) + 223 * sizeof(void (*)(void)),
                    "slot op_avg_pool moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_avg_pool_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 224 * sizeof(void (*)(void)),
                    "slot op_avg_pool_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_batch_norm) ==
                        offsetof(anyrt_backend_table_t, initialize) + 225 * sizeof(void (*)(void)),
                    "slot op_batch_norm moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_batch_norm_inference) ==
                        offsetof(anyrt_backend_table_t, initialize) + 226 * sizeof(void (*)(void)),
                    "slot op_batch_norm_inference moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_batch_norm_backward) ==
                        offsetof(anyrt_backend_table_t, initialize) + 227 * sizeof(void (*)(void)),
                    "slot op_batch_norm_backward moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_adamw_step) ==
                        offsetof(anyrt_backend_table_t, initialize) + 228 * sizeof(void (*)(void)),
                    "slot op_adamw_step moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sgd_step) ==
                        offsetof(anyrt_backend_table_t, initialize) + 229 * sizeof(void (*)(void)),
                    "slot op_sgd_step moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, device_properties) ==
                        offsetof(anyrt_backend_table_t, initialize) + 230 * sizeof(void (*)(void)),
                    "slot device_properties moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, device_get_native_handle) ==
                        offsetof(anyrt_backend_table_t, initialize) + 231 * sizeof(void (*)(void)),
                    "slot device_get_native_handle moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, context_get_native_handle) ==
                        offsetof(anyrt_backend_table_t, initialize) + 232 * sizeof(void (*)(void)),
                    "slot context_get_native_handle moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, stream_get_native_handle) ==
                        offsetof(anyrt_backend_table_t, initialize) + 233 * sizeof(void (*)(void)),
                    "slot stream_get_native_handle moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, create_stream_with_priority) ==
                        offsetof(anyrt_backend_table_t, initialize) + 234 * sizeof(void (*)(void)),
                    "slot create_stream_with_priority moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_stream_priority_range) ==
                        offsetof(anyrt_backend_table_t, initialize) + 235 * sizeof(void (*)(void)),
                    "slot get_stream_priority_range moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, get_stream_priority) ==
                        offsetof(anyrt_backend_table_t, initialize) + 236 * sizeof(void (*)(void)),
                    "slot get_stream_priority moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_capture_begin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 237 * sizeof(void (*)(void)),
                    "slot native_capture_begin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_capture_end) ==
                        offsetof(anyrt_backend_table_t, initialize) + 238 * sizeof(void (*)(void)),
                    "slot native_capture_end moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_graph_instantiate) ==
                        offsetof(anyrt_backend_table_t, initialize) + 239 * sizeof(void (*)(void)),
                    "slot native_graph_instantiate moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_graph_launch) ==
                        offsetof(anyrt_backend_table_t, initialize) + 240 * sizeof(void (*)(void)),
                    "slot native_graph_launch moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_graph_exec_update) ==
                        offsetof(anyrt_backend_table_t, initialize) + 241 * sizeof(void (*)(void)),
                    "slot native_graph_exec_update moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_graph_destroy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 242 * sizeof(void (*)(void)),
                    "slot native_graph_destroy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_graph_exec_destroy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 243 * sizeof(void (*)(void)),
                    "slot native_graph_exec_destroy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, all_to_all) ==
                        offsetof(anyrt_backend_table_t, initialize) + 244 * sizeof(void (*)(void)),
                    "slot all_to_all moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, all_to_allv) ==
                        offsetof(anyrt_backend_table_t, initialize) + 245 * sizeof(void (*)(void)),
                    "slot all_to_allv moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, all_gather_v) ==
                        offsetof(anyrt_backend_table_t, initialize) + 246 * sizeof(void (*)(void)),
                    "slot all_gather_v moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, reduce_scatter_v) ==
                        offsetof(anyrt_backend_table_t, initialize) + 247 * sizeof(void (*)(void)),
                    "slot reduce_scatter_v moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, ccl_gather) ==
                        offsetof(anyrt_backend_table_t, initialize) + 248 * sizeof(void (*)(void)),
                    "slot ccl_gather moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, ccl_scatter) ==
                        offsetof(anyrt_backend_table_t, initialize) + 249 * sizeof(void (*)(void)),
                    "slot ccl_scatter moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, comm_split) ==
                        offsetof(anyrt_backend_table_t, initialize) + 250 * sizeof(void (*)(void)),
                    "slot comm_split moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, module_load) ==
                        offsetof(anyrt_backend_table_t, initialize) + 251 * sizeof(void (*)(void)),
                    "slot module_load moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, module_unload) ==
                        offsetof(anyrt_backend_table_t, initialize) + 252 * sizeof(void (*)(void)),
                    "slot module_unload moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, module_get_function) ==
                        offsetof(anyrt_backend_table_t, initialize) + 253 * sizeof(void (*)(void)),
                    "slot module_get_function moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, launch_kernel) ==
                        offsetof(anyrt_backend_table_t, initialize) + 254 * sizeof(void (*)(void)),
                    "slot launch_kernel moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_var) ==
                        offsetof(anyrt_backend_table_t, initialize) + 255 * sizeof(void (*)(void)),
                    "slot op_var moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_std) ==
                        offsetof(anyrt_backend_table_t, initialize) + 256 * sizeof(void (*)(void)),
                    "slot op_std moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logsumexp) ==
                        offsetof(anyrt_backend_table_t, initialize) + 257 * sizeof(void (*)(void)),
                    "slot op_logsumexp moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_isin) ==
                        offsetof(anyrt_backend_table_t, initialize) + 258 * sizeof(void (*)(void)),
                    "slot op_isin moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_nonzero) ==
                        offsetof(anyrt_backend_table_t, initialize) + 259 * sizeof(void (*)(void)),
                    "slot op_nonzero moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_masked_select) ==
                        offsetof(anyrt_backend_table_t, initialize) + 260 * sizeof(void (*)(void)),
                    "slot op_masked_select moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_linspace) ==
                        offsetof(anyrt_backend_table_t, initialize) + 261 * sizeof(void (*)(void)),
                    "slot op_linspace moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, native_exchange_capture_mode) ==
                        offsetof(anyrt_backend_table_t, initialize) + 262 * sizeof(void (*)(void)),
                    "slot native_exchange_capture_mode moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_relu6) ==
                        offsetof(anyrt_backend_table_t, initialize) + 263 * sizeof(void (*)(void)),
                    "slot op_relu6 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_softsign) ==
                        offsetof(anyrt_backend_table_t, initialize) + 264 * sizeof(void (*)(void)),
                    "slot op_softsign moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_tanhshrink) ==
                        offsetof(anyrt_backend_table_t, initialize) + 265 * sizeof(void (*)(void)),
                    "slot op_tanhshrink moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_selu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 266 * sizeof(void (*)(void)),
                    "slot op_selu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logaddexp2) ==
                        offsetof(anyrt_backend_table_t, initialize) + 267 * sizeof(void (*)(void)),
                    "slot op_logaddexp2 moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_bitwise_right_shift) ==
                        offsetof(anyrt_backend_table_t, initialize) + 268 * sizeof(void (*)(void)),
                    "slot op_bitwise_right_shift moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_broadcast_to) ==
                        offsetof(anyrt_backend_table_t, initialize) + 269 * sizeof(void (*)(void)),
                    "slot op_broadcast_to moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_hardsigmoid) ==
                        offsetof(anyrt_backend_table_t, initialize) + 270 * sizeof(void (*)(void)),
                    "slot op_hardsigmoid moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_mish) ==
                        offsetof(anyrt_backend_table_t, initialize) + 271 * sizeof(void (*)(void)),
                    "slot op_mish moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_logsigmoid) ==
                        offsetof(anyrt_backend_table_t, initialize) + 272 * sizeof(void (*)(void)),
                    "slot op_logsigmoid moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_frac) ==
                        offsetof(anyrt_backend_table_t, initialize) + 273 * sizeof(void (*)(void)),
                    "slot op_frac moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_sinc) ==
                        offsetof(anyrt_backend_table_t, initialize) + 274 * sizeof(void (*)(void)),
                    "slot op_sinc moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_signbit) ==
                        offsetof(anyrt_backend_table_t, initialize) + 275 * sizeof(void (*)(void)),
                    "slot op_signbit moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_leaky_relu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 276 * sizeof(void (*)(void)),
                    "slot op_leaky_relu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_elu) ==
                        offsetof(anyrt_backend_table_t, initialize) + 277 * sizeof(void (*)(void)),
                    "slot op_elu moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_hardshrink) ==
                        offsetof(anyrt_backend_table_t, initialize) + 278 * sizeof(void (*)(void)),
                    "slot op_hardshrink moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_softshrink) ==
                        offsetof(anyrt_backend_table_t, initialize) + 279 * sizeof(void (*)(void)),
                    "slot op_softshrink moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_threshold) ==
                        offsetof(anyrt_backend_table_t, initialize) + 280 * sizeof(void (*)(void)),
                    "slot op_threshold moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_nan_to_num) ==
                        offsetof(anyrt_backend_table_t, initialize) + 281 * sizeof(void (*)(void)),
                    "slot op_nan_to_num moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_xlogy) ==
                        offsetof(anyrt_backend_table_t, initialize) + 282 * sizeof(void (*)(void)),
                    "slot op_xlogy moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_xlog1py) ==
                        offsetof(anyrt_backend_table_t, initialize) + 283 * sizeof(void (*)(void)),
                    "slot op_xlog1py moved");
ANYRT_STATIC_ASSERT(offsetof(anyrt_backend_table_t, op_heaviside) ==
                        offsetof(anyrt_backend_table_t, initialize) + 284 * sizeof(void (*)(void)),
                    "slot op_heaviside moved");
ANYRT_STATIC_ASSERT(sizeof(anyrt_backend_table_t) ==
                        offsetof(anyrt_backend_table_t, initialize) + ANYRT_SLOT_COUNT * sizeof(void (*)(void)),
                    "backend table has padding at its end");

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ANYRT_BACKEND_H_ */
