/* select_last_token_hidden: output[0, r, :] = the row input_offsets[r + 1] - 1 of hidden_states' s * t
 * token rows, one copied row per task. Every end is checked before anything is written: one outside
 * [1, s * t] refuses the run (AK_UNSUPPORTED) and leaves the output as it was. */
#include <string.h>

#include "ak_internal.h"

typedef struct {
    const ak_tensor *out, *hidden, *offsets;
    int64_t esize, h;
} ak_sel_arg;

static int64_t ak_sel_row(const ak_sel_arg *p, int64_t r) {
    return ak_load_int(p->offsets->dtype, p->offsets->data, (r + 1) * p->offsets->strides[0]) - 1;
}

static void ak_sel_body(void *argp, int64_t lo, int64_t hi) {
    const ak_sel_arg *p = (const ak_sel_arg *)argp;
    const ak_tensor *o = p->out, *x = p->hidden;
    const int64_t so = o->strides[2], sx = x->strides[2];
    for (int64_t r = lo; r < hi; r++) {
        int64_t row = ak_sel_row(p, r);
        char *dst = (char *)o->data + r * o->strides[1] * p->esize;
        const char *src = (const char *)x->data +
                          ((row / x->shape[1]) * x->strides[0] + (row % x->shape[1]) * x->strides[1]) * p->esize;
        if (so == 1 && sx == 1) {
            memcpy(dst, src, (size_t)(p->h * p->esize));
        } else {
            for (int64_t j = 0; j < p->h; j++) memcpy(dst + j * so * p->esize, src + j * sx * p->esize, (size_t)p->esize);
        }
    }
}

int ak_select_last_token_hidden(const ak_exec *ex, const ak_tensor *output, const ak_tensor *hidden_states,
                                const ak_tensor *input_offsets) {
    if (output->dtype != hidden_states->dtype || output->ndim != 3 || hidden_states->ndim != 3 ||
        input_offsets->ndim != 1 || !ak_dtype_is_int(input_offsets->dtype) || ak_dtype_size(output->dtype) == 0 ||
        input_offsets->shape[0] != output->shape[1] + 1 || output->shape[2] != hidden_states->shape[2])
        return AK_UNSUPPORTED;
    ak_sel_arg p = {output, hidden_states, input_offsets, (int64_t)ak_dtype_size(output->dtype), output->shape[2]};
    const int64_t b = output->shape[1], rows = hidden_states->shape[0] * hidden_states->shape[1];
    for (int64_t r = 0; r < b; r++) {
        int64_t row = ak_sel_row(&p, r);
        if (row < 0 || row >= rows) return AK_UNSUPPORTED; /* before any write: the output stays as it was */
    }
    if (b == 0 || p.h == 0) return AK_OK;
    ak_run(ex, b, 32768 / (p.h * p.esize) + 1, ak_sel_body, &p);
    return AK_OK;
}
