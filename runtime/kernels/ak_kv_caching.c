/* kv_caching: k_cache[b, h, past[b] + i, :] = k[b, h, i, :] (v alike), one (batch, head, token) row
 * per task. A pure copy of elements of one dtype, so rows move bytes, any strides. Every length is
 * checked before anything is written: a cache overrun is refused, not written past the end. */
#include <string.h>

#include "ak_internal.h"

typedef struct {
    const ak_tensor *kc, *vc, *k, *v, *past;
    int64_t h, s, d, esize;
} ak_kv_caching_arg;

/* Copies n elements of esize bytes from src (stride ss) to dst (stride sd), strides in elements. */
static void copy_row(char *dst, int64_t sd, const char *src, int64_t ss, int64_t n, int64_t esize) {
    if (sd == 1 && ss == 1) {
        memcpy(dst, src, (size_t)(n * esize));
        return;
    }
    for (int64_t i = 0; i < n; i++) memcpy(dst + i * sd * esize, src + i * ss * esize, (size_t)esize);
}

static void ak_kv_caching_body(void *argp, int64_t lo, int64_t hi) {
    const ak_kv_caching_arg *p = (const ak_kv_caching_arg *)argp;
    for (int64_t row = lo; row < hi; row++) {
        int64_t i = row % p->s, h = (row / p->s) % p->h, b = row / (p->s * p->h);
        int64_t pos = ak_load_int(p->past->dtype, p->past->data, b * p->past->strides[0]) + i;
        const ak_tensor *src[2] = {p->k, p->v}, *dst[2] = {p->kc, p->vc};
        for (int c = 0; c < 2; c++) {
            const int64_t *so = src[c]->strides, *dso = dst[c]->strides;
            copy_row((char *)dst[c]->data + (b * dso[0] + h * dso[1] + pos * dso[2]) * p->esize, dso[3],
                     (const char *)src[c]->data + (b * so[0] + h * so[1] + i * so[2]) * p->esize, so[3], p->d, p->esize);
        }
    }
}

int ak_kv_caching(const ak_exec *ex, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *k,
                  const ak_tensor *v, const ak_tensor *past_kv_lengths) {
    const int dt = k_cache->dtype;
    if (v_cache->dtype != dt || k->dtype != dt || v->dtype != dt || k_cache->ndim != 4 || k->ndim != 4 ||
        !ak_dtype_is_int(past_kv_lengths->dtype))
        return AK_UNSUPPORTED;
    ak_kv_caching_arg p = {k_cache, v_cache, k, v, past_kv_lengths, k->shape[1], k->shape[2], k->shape[3],
                           (int64_t)ak_dtype_size(dt)};
    const int64_t batch = k->shape[0], len = k_cache->shape[2];
    for (int64_t b = 0; b < batch; b++) {
        int64_t past = ak_load_int(past_kv_lengths->dtype, past_kv_lengths->data, b * past_kv_lengths->strides[0]);
        if (past < 0 || past > len - p.s) return AK_UNSUPPORTED;
    }
    const int64_t rows = batch * p.h * p.s;
    if (rows <= 0 || p.d <= 0) return AK_OK;
    ak_run(ex, rows, 16384 / (p.d * p.esize) + 1, ak_kv_caching_body, &p);
    return AK_OK;
}
