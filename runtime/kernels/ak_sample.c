/* random_sample: InfiniCore's top-k / top-p / temperature sampling (argmax in the degenerate
 * cases), reproduced index for index. The descending stable sort is an LSD radix sort on the
 * values' order-preserving bit keys: stable by construction and O(n), in the caller's workspace. */
#include <math.h>
#include <string.h>

#include "ak_internal.h"

/* Two key buffers of 8 bytes and two index buffers of 4 bytes per logit, plus alignment slack. */
size_t ak_random_sample_workspace(int64_t n) { return (size_t)(n > 0 ? n : 0) * 24u + 64u; }

static double ak_logit(int dtype, const void *data, int64_t i) {
    switch (dtype) {
    case AK_F16:
        return ak_h2f(((const uint16_t *)data)[i]);
    case AK_BF16:
        return ak_b2f(((const uint16_t *)data)[i]);
    case AK_F32:
        return ((const float *)data)[i];
    default:
        return ((const double *)data)[i];
    }
}

static void ak_store_int(int dtype, void *data, int64_t v) {
    switch (dtype) {
    case AK_I8:
        *(int8_t *)data = (int8_t)v;
        break;
    case AK_I16:
        *(int16_t *)data = (int16_t)v;
        break;
    case AK_I32:
        *(int32_t *)data = (int32_t)v;
        break;
    case AK_I64:
        *(int64_t *)data = v;
        break;
    case AK_U8:
        *(uint8_t *)data = (uint8_t)v;
        break;
    case AK_U16:
        *(uint16_t *)data = (uint16_t)v;
        break;
    case AK_U32:
        *(uint32_t *)data = (uint32_t)v;
        break;
    default:
        *(uint64_t *)data = (uint64_t)v;
        break;
    }
}

/* Sorts idx (initially 0..n-1) by key ascending, stably; passes over bytes that every key shares
 * are skipped. Returns the buffer holding the result (idx or tmp_idx). */
#define AK_RADIX(NAME, KT)                                                                                \
    static uint32_t *NAME(int64_t n, KT *key, KT *tmp_key, uint32_t *idx, uint32_t *tmp_idx) {           \
        size_t count[256];                                                                                \
        for (unsigned shift = 0; shift < 8 * sizeof(KT); shift += 8) {                                    \
            memset(count, 0, sizeof count);                                                               \
            for (int64_t i = 0; i < n; i++) count[(key[i] >> shift) & 0xffu]++;                           \
            if (count[(key[0] >> shift) & 0xffu] == (size_t)n) continue;                                  \
            size_t sum = 0;                                                                               \
            for (int b = 0; b < 256; b++) {                                                               \
                size_t c = count[b];                                                                      \
                count[b] = sum;                                                                           \
                sum += c;                                                                                 \
            }                                                                                             \
            for (int64_t i = 0; i < n; i++) {                                                             \
                size_t dst = count[(key[i] >> shift) & 0xffu]++;                                          \
                tmp_key[dst] = key[i];                                                                    \
                tmp_idx[dst] = idx[i];                                                                    \
            }                                                                                             \
            KT *tk = key;                                                                                 \
            key = tmp_key;                                                                                \
            tmp_key = tk;                                                                                 \
            uint32_t *ti = idx;                                                                           \
            idx = tmp_idx;                                                                                \
            tmp_idx = ti;                                                                                 \
        }                                                                                                 \
        return idx;                                                                                       \
    }

AK_RADIX(ak_radix32, uint32_t)
AK_RADIX(ak_radix64, uint64_t)

/* The sampling path in CT (float, or double for f64 logits). Keys: the value's bits mapped so
 * unsigned order is value order, then inverted for descending; -0 is folded into +0 first so the
 * two compare equal as in a comparison sort. */
#define AK_SAMPLE(NAME, CT, KT, RADIX, EXP)                                                               \
    static int64_t NAME(int dtype, const void *data, int64_t stride, int64_t n, CT random_val, CT topp,  \
                        int64_t topk, CT temperature, char *ws) {                                         \
        KT *key = (KT *)ws, *tmp_key = key + n;                                                           \
        uint32_t *idx = (uint32_t *)(tmp_key + n), *tmp_idx = idx + n;                                    \
        const KT sign = (KT)1 << (8 * sizeof(KT) - 1);                                                    \
        for (int64_t i = 0; i < n; i++) {                                                                 \
            CT v = (CT)ak_logit(dtype, data, i * stride) + (CT)0;                                         \
            KT u;                                                                                         \
            memcpy(&u, &v, sizeof u);                                                                     \
            u = (u & sign) ? (KT)~u : (KT)(u | sign);                                                     \
            key[i] = (KT)~u;                                                                              \
            idx[i] = (uint32_t)i;                                                                         \
        }                                                                                                 \
        const uint32_t *order = RADIX(n, key, tmp_key, idx, tmp_idx);                                     \
        CT *cum = (CT *)(void *)key; /* the keys are spent: their buffer holds the cumulative sums */     \
        const CT v0 = (CT)ak_logit(dtype, data, (int64_t)order[0] * stride);                              \
        CT c = 1;                                                                                         \
        cum[0] = c;                                                                                       \
        for (int64_t i = 1; i < n; i++) {                                                                 \
            CT v = (CT)ak_logit(dtype, data, (int64_t)order[i] * stride);                                 \
            c = c + EXP((v - v0) / temperature);                                                          \
            cum[i] = c;                                                                                   \
        }                                                                                                 \
        CT kmass = cum[topk - 1], pmass = cum[n - 1] * topp;                                              \
        CT limit = random_val * (kmass < pmass ? kmass : pmass);                                          \
        for (int64_t i = 0; i < n; i++)                                                                   \
            if (limit <= cum[i]) return order[i];                                                         \
        return order[n - 1]; /* only a NaN limit gets here */                                             \
    }

AK_SAMPLE(ak_sample_f32, float, uint32_t, ak_radix32, expf)
AK_SAMPLE(ak_sample_f64, double, uint64_t, ak_radix64, exp)

int ak_random_sample(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, float random_val,
                     float topp, int topk, float temperature, void *workspace) {
    (void)ex; /* one O(n) pass: not worth a hand-off */
    const int pdt = probs->dtype;
    if (pdt != AK_F16 && pdt != AK_BF16 && pdt != AK_F32 && pdt != AK_F64) return AK_UNSUPPORTED;
    if (!ak_dtype_is_int(result->dtype) || probs->ndim != 1) return AK_UNSUPPORTED;
    const int64_t n = probs->shape[0], stride = probs->strides[0];
    if (n <= 0 || n > (int64_t)UINT32_MAX) return AK_UNSUPPORTED;
    int64_t pick = 0;
    if (random_val == 0 || topp == 0 || topk == 1 || temperature == 0) {
        double best = ak_logit(pdt, probs->data, 0);
        for (int64_t i = 1; i < n; i++) {
            double v = ak_logit(pdt, probs->data, i * stride);
            if (v > best) {
                best = v;
                pick = i;
            }
        }
    } else {
        if (workspace == NULL) return AK_UNSUPPORTED;
        /* topk <= 0 or beyond n: no top-k cut */
        int64_t k = topk <= 0 || topk > n ? n : topk;
        /* the caller's workspace need not be aligned for 8-byte keys */
        char *ws = (char *)workspace + ((8u - (uintptr_t)workspace % 8u) % 8u);
        if (pdt == AK_F64)
            pick = ak_sample_f64(pdt, probs->data, stride, n, random_val, topp, k, temperature, ws);
        else
            pick = ak_sample_f32(pdt, probs->data, stride, n, random_val, topp, k, temperature, ws);
    }
    ak_store_int(result->dtype, result->data, pick);
    return AK_OK;
}
