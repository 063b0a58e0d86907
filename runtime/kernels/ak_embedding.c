/* embedding: output[..., :] = weight[input[...], :], one gathered row per task. An index outside
 * [0, vocabulary) refuses the run (AK_UNSUPPORTED; InfiniCore's cpu kernel leaves that row as it was). */
#include <string.h>

#include "ak_internal.h"

typedef struct {
    const ak_tensor *out, *ids, *weight;
    int64_t esize, d, vocab;
    int lead;
    int bad; /* an index out of range was seen (any thread may set it) */
} ak_emb_arg;

static void ak_emb_body(void *argp, int64_t lo, int64_t hi) {
    ak_emb_arg *p = (ak_emb_arg *)argp;
    const ak_tensor *o = p->out, *w = p->weight;
    const int64_t so = o->strides[p->lead], sw = w->strides[1];
    for (int64_t r = lo; r < hi; r++) {
        int64_t rem = r, oo = 0, io = 0;
        for (int k = p->lead - 1; k >= 0; k--) {
            int64_t i = rem % o->shape[k];
            rem /= o->shape[k];
            oo += i * o->strides[k];
            io += i * p->ids->strides[k];
        }
        int64_t id = ak_load_int(p->ids->dtype, p->ids->data, io);
        if (id < 0 || id >= p->vocab) {
            __atomic_store_n(&p->bad, 1, __ATOMIC_RELAXED);
            continue;
        }
        char *dst = (char *)o->data + oo * p->esize;
        const char *src = (const char *)w->data + id * w->strides[0] * p->esize;
        if (so == 1 && sw == 1) {
            memcpy(dst, src, (size_t)(p->d * p->esize));
        } else {
            for (int64_t j = 0; j < p->d; j++) memcpy(dst + j * so * p->esize, src + j * sw * p->esize, (size_t)p->esize);
        }
    }
}

int ak_embedding(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, const ak_tensor *weight) {
    if (output->dtype != weight->dtype || weight->ndim != 2 || output->ndim < 1 || input->ndim != output->ndim - 1 ||
        !ak_dtype_is_int(input->dtype) || ak_dtype_size(output->dtype) == 0)
        return AK_UNSUPPORTED;
    ak_emb_arg p = {output, input, weight, (int64_t)ak_dtype_size(output->dtype), output->shape[output->ndim - 1],
                    weight->shape[0], output->ndim - 1, 0};
    int64_t rows = 1;
    for (int k = 0; k < p.lead; k++) rows *= output->shape[k];
    if (rows == 0 || p.d == 0) return AK_OK;
    ak_run(ex, rows, 32768 / (p.d * p.esize) + 1, ak_emb_body, &p);
    return p.bad ? AK_UNSUPPORTED : AK_OK;
}
