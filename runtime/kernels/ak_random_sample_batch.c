/* random_sample_batch: ak_random_sample on each row of probs with that row's parameters, rows one
 * after another (a row is one O(n) pass; the workspace, sized for every element, serves each row). */
#include <math.h>

#include "ak_internal.h"

size_t ak_random_sample_batch_workspace(int64_t n) { return ak_random_sample_workspace(n); }

int ak_random_sample_batch(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs,
                           const ak_tensor *random_val, const ak_tensor *topp, const ak_tensor *topk,
                           const ak_tensor *temperature, void *workspace) {
    if (probs->ndim != 2 || result->ndim != 1 || random_val->dtype != AK_F32 || topp->dtype != AK_F32 ||
        topk->dtype != AK_I32 || temperature->dtype != AK_F32)
        return AK_UNSUPPORTED;
    const int64_t b = probs->shape[0], esize = (int64_t)ak_dtype_size(result->dtype),
                  psize = (int64_t)ak_dtype_size(probs->dtype);
    for (int64_t i = 0; i < b; i++) {
        const float r = ((const float *)random_val->data)[i * random_val->strides[0]];
        const float p = ((const float *)topp->data)[i * topp->strides[0]];
        const int k = ((const int32_t *)topk->data)[i * topk->strides[0]];
        const float t = ((const float *)temperature->data)[i * temperature->strides[0]];
        /* a row's parameters are data, checked as random_sample checks them as attributes */
        if (!(r >= 0.0f && r <= 1.0f) || !(p >= 0.0f && p <= 1.0f) || k < 0 || !(t >= 0.0f)) return AK_UNSUPPORTED;
        ak_tensor res = {result->dtype, 0, {0}, {0}, (char *)result->data + i * result->strides[0] * esize};
        ak_tensor row = {probs->dtype, 1, {probs->shape[1]}, {probs->strides[1]},
                         (char *)probs->data + i * probs->strides[0] * psize};
        int rc = ak_random_sample(ex, &res, &row, r, p, k, t, workspace);
        if (rc != AK_OK) return rc;
    }
    return AK_OK;
}
