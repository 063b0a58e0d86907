/* paged_caching: k_cache[slot / bs, :, slot % bs, :] = k[i] (v alike) with slot = slot_mapping[i],
 * one (token, head) row per task. A pure copy of one dtype, so rows move bytes, any strides. Every
 * slot is checked before anything is written: one outside the pool is refused, not written past it. */
#include <string.h>

#include "ak_internal.h"

typedef struct {
    const ak_tensor *kc, *vc, *k, *v, *slots;
    int64_t h, bs, esize;
} ak_paged_caching_arg;

static void copy_row(char *dst, int64_t sd, const char *src, int64_t ss, int64_t n, int64_t esize) {
    if (sd == 1 && ss == 1) {
        memcpy(dst, src, (size_t)(n * esize));
        return;
    }
    for (int64_t i = 0; i < n; i++) memcpy(dst + i * sd * esize, src + i * ss * esize, (size_t)esize);
}

static void ak_paged_caching_body(void *argp, int64_t lo, int64_t hi) {
    const ak_paged_caching_arg *p = (const ak_paged_caching_arg *)argp;
    for (int64_t row = lo; row < hi; row++) {
        int64_t h = row % p->h, i = row / p->h;
        int64_t slot = ak_load_int(p->slots->dtype, p->slots->data, i * p->slots->strides[0]);
        int64_t block = slot / p->bs, off = slot % p->bs;
        const ak_tensor *src[2] = {p->k, p->v}, *dst[2] = {p->kc, p->vc};
        for (int c = 0; c < 2; c++) {
            const int64_t *so = src[c]->strides, *dso = dst[c]->strides;
            copy_row((char *)dst[c]->data + (block * dso[0] + h * dso[1] + off * dso[2]) * p->esize, dso[3],
                     (const char *)src[c]->data + (i * so[0] + h * so[1]) * p->esize, so[2], src[c]->shape[2], p->esize);
        }
    }
}

int ak_paged_caching(const ak_exec *ex, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *k,
                     const ak_tensor *v, const ak_tensor *slot_mapping) {
    const int dt = k_cache->dtype;
    if (v_cache->dtype != dt || k->dtype != dt || v->dtype != dt || k_cache->ndim != 4 || k->ndim != 3 ||
        !ak_dtype_is_int(slot_mapping->dtype))
        return AK_UNSUPPORTED;
    ak_paged_caching_arg p = {k_cache, v_cache, k, v, slot_mapping, k->shape[1], k_cache->shape[2],
                              (int64_t)ak_dtype_size(dt)};
    const int64_t ntok = k->shape[0], slots = k_cache->shape[0] * p.bs;
    for (int64_t i = 0; i < ntok; i++) {
        int64_t slot = ak_load_int(slot_mapping->dtype, slot_mapping->data, i * slot_mapping->strides[0]);
        if (slot < 0 || slot >= slots) return AK_UNSUPPORTED;
    }
    const int64_t rows = ntok * p.h;
    if (rows <= 0) return AK_OK;
    ak_run(ex, rows, 16384 / ((k->shape[2] + v->shape[2]) * p.esize + 1) + 1, ak_paged_caching_body, &p);
    return AK_OK;
}
