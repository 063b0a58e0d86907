/* The reductions' driver (ak_reduce.h): x's dims split into kept ones (y has them) and reduced ones
 * (y has 1), size-1 dims dropped, neighbours merged where the strides allow; then one of two walks:
 *
 * - reduced innermost: each output takes its reduced elements as runs along the innermost reduced dim
 *   (f->run, vectorized in lanes where unit-stride), outputs split across threads; few outputs over many
 *   elements split their runs into blocks of a fixed size (from the shapes alone) whose partial
 *   accumulators are combined in block order;
 * - a kept dim innermost: up to AK_RD_COLS neighbouring outputs accumulate side by side (f->cols), one
 *   reduced position after another, groups of outputs split across threads.
 *
 * Every output takes its elements in x's row-major order of its reduced dims, and nothing in the walk
 * depends on the thread count: the same bits on every run. A reduction with a pivot (var's mean,
 * logsumexp's max) walks each output's elements twice, the pivot's pass first; its m per output stays on
 * the stack (one output, a group of columns, or the few outputs of the block split). */
#include <stdlib.h>

#include "ak_reduce.h"

#define AK_RD_COLS 256              /* outputs one group of the kept-innermost walk holds */
#define AK_RD_BLOCK_ELEMS 65536     /* elements of one block of a few-outputs reduction */
#define AK_RD_GRAIN_ELEMS 32768     /* elements per thread hand-off at least */
#define AK_RD_FEW 64                /* outputs the block split serves at most */

typedef struct {
    const ak_reduce_fns *f; /* the pass the walk runs now (the block split runs the pivot's first) */
    const char *m;          /* the block split's second pass: each output's pivot, in output order */
    int64_t msize;          /* bytes of one pivot */
    const void *ctx;
    char *y;
    const char *x;
    int64_t xes, yes; /* element sizes */
    int nk, nr;
    int64_t ks[AK_MAX_NDIM], kx[AK_MAX_NDIM], ky[AK_MAX_NDIM]; /* kept dims, outer to inner */
    int64_t rs[AK_MAX_NDIM], rx[AK_MAX_NDIM];                  /* reduced dims, outer to inner */
    int64_t nout, nred, rows, run;                              /* run: the innermost reduced dim's size */
    int64_t blocks, block_rows;                                 /* few outputs: rows per block, blocks per output */
    char *partial;                                              /* blocks * nout accumulators */
} ak_rd;

/* x's and y's element offsets of output o (row-major over the kept dims) */
static void rd_out_offsets(const ak_rd *r, int64_t o, int64_t *xo, int64_t *yo) {
    int64_t a = 0, b = 0;
    for (int d = r->nk - 1; d >= 0; d--) {
        const int64_t i = o % r->ks[d];
        o /= r->ks[d];
        a += i * r->kx[d];
        b += i * r->ky[d];
    }
    *xo = a;
    *yo = b;
}

/* x's element offset of reduced row `row` (row-major over the reduced dims but the innermost) */
static int64_t rd_row_offset(const ak_rd *r, int64_t row) {
    int64_t a = 0;
    for (int d = r->nr - 2; d >= 0; d--) {
        a += (row % r->rs[d]) * r->rx[d];
        row /= r->rs[d];
    }
    return a;
}

/* acc takes rows [lo, hi) of the output whose x offset is xo, by pass f (m: its pivot) */
static void rd_rows(const ak_rd *r, const ak_reduce_fns *f, void *acc, int64_t xo, int64_t lo, int64_t hi,
                    const void *m) {
    const int64_t stride = r->nr > 0 ? r->rx[r->nr - 1] : 1;
    for (int64_t row = lo; row < hi; row++)
        f->run(acc, r->x + (xo + rd_row_offset(r, row)) * r->xes, r->run, stride, m, r->ctx);
}

/* acc = pass f over every element of the output whose x offset is xo (its blocks in order, as
 * rd_block_body splits them) */
static void rd_output(const ak_rd *r, const ak_reduce_fns *f, void *acc, int64_t xo, const void *m) {
    _Alignas(16) unsigned char part[16];
    f->init(acc, 1, r->ctx);
    if (r->blocks == 1) {
        rd_rows(r, f, acc, xo, 0, r->rows, m);
        return;
    }
    for (int64_t b = 0; b < r->blocks; b++) {
        const int64_t first = b * r->block_rows;
        f->init(part, 1, r->ctx);
        rd_rows(r, f, part, xo, first, first + r->block_rows < r->rows ? first + r->block_rows : r->rows, m);
        f->combine(acc, part, r->ctx);
    }
}

/* reduced innermost, one output per index */
static void rd_inner_body(void *arg, int64_t lo, int64_t hi) {
    const ak_rd *r = arg;
    const ak_reduce_fns *p = r->f->pivot;
    _Alignas(16) unsigned char acc[16], m[16];
    for (int64_t o = lo; o < hi; o++) {
        int64_t xo, yo;
        rd_out_offsets(r, o, &xo, &yo);
        if (p != NULL) {
            rd_output(r, p, acc, xo, NULL);
            p->final((char *)m, 1, 1, acc, NULL, r->nred, r->ctx);
        }
        rd_output(r, r->f, acc, xo, p != NULL ? m : NULL);
        r->f->final(r->y + yo * r->yes, 1, 1, acc, p != NULL ? m : NULL, r->nred, r->ctx);
    }
}

/* few outputs: task t is block t % blocks of output t / blocks, into its partial accumulator */
static void rd_block_body(void *arg, int64_t lo, int64_t hi) {
    const ak_rd *r = arg;
    for (int64_t t = lo; t < hi; t++) {
        const int64_t o = t / r->blocks, b = t % r->blocks;
        int64_t xo, yo;
        rd_out_offsets(r, o, &xo, &yo);
        void *acc = r->partial + t * (int64_t)r->f->acc_size;
        r->f->init(acc, 1, r->ctx);
        const int64_t first = b * r->block_rows, last = first + r->block_rows < r->rows ? first + r->block_rows : r->rows;
        rd_rows(r, r->f, acc, xo, first, last, r->m != NULL ? r->m + o * r->msize : NULL);
    }
}

/* acc[0..len) = pass f over the len neighbouring outputs from x offset xo (m: their pivots) */
static void rd_cols(const ak_rd *r, const ak_reduce_fns *f, void *acc, int64_t xo, int64_t len, const void *m) {
    int64_t idx[AK_MAX_NDIM];
    f->init(acc, len, r->ctx);
    for (int d = 0; d < r->nr; d++) idx[d] = 0;
    int64_t off = 0;
    for (int64_t k = 0; k < r->nred; k++) {
        f->cols(acc, r->x + (xo + off) * r->xes, len, r->kx[r->nk - 1], m, r->ctx);
        for (int d = r->nr - 1; d >= 0; d--) { /* next reduced position, row-major */
            off += r->rx[d];
            if (++idx[d] < r->rs[d]) break;
            off -= r->rx[d] * r->rs[d];
            idx[d] = 0;
        }
    }
}

/* a kept dim innermost: group g is chunk g % chunks of the innermost kept dim at outer kept index g / chunks */
static void rd_cols_body(void *arg, int64_t lo, int64_t hi) {
    const ak_rd *r = arg;
    const ak_reduce_fns *p = r->f->pivot;
    const int64_t inner = r->ks[r->nk - 1], chunks = (inner + AK_RD_COLS - 1) / AK_RD_COLS;
    _Alignas(16) unsigned char acc[AK_RD_COLS * 16], m[AK_RD_COLS * 16];
    for (int64_t g = lo; g < hi; g++) {
        const int64_t c0 = (g % chunks) * AK_RD_COLS, len = inner - c0 < AK_RD_COLS ? inner - c0 : AK_RD_COLS;
        int64_t xo, yo;
        rd_out_offsets(r, (g / chunks) * inner + c0, &xo, &yo);
        if (p != NULL) {
            rd_cols(r, p, acc, xo, len, NULL);
            p->final((char *)m, len, 1, acc, NULL, r->nred, r->ctx);
        }
        rd_cols(r, r->f, acc, xo, len, p != NULL ? m : NULL);
        r->f->final(r->y + yo * r->yes, len, r->ky[r->nk - 1], acc, p != NULL ? m : NULL, r->nred, r->ctx);
    }
}

/* Each output's partials combined in block order and finalized by r->f: into its y element, or (to != NULL:
 * the pivot's pass) into to[o]; m: the outputs' pivots */
static void rd_block_finals(const ak_rd *r, unsigned char *to, const char *m) {
    const ak_reduce_fns *f = r->f;
    _Alignas(16) unsigned char acc[16];
    for (int64_t o = 0; o < r->nout; o++) {
        int64_t xo, yo;
        rd_out_offsets(r, o, &xo, &yo);
        f->init(acc, 1, r->ctx);
        for (int64_t b = 0; b < r->blocks; b++)
            f->combine(acc, r->partial + (o * r->blocks + b) * (int64_t)f->acc_size, r->ctx);
        char *dst = to != NULL ? (char *)to + o * r->msize : r->y + yo * r->yes;
        f->final(dst, 1, 1, acc, m != NULL ? m + o * r->msize : NULL, r->nred, r->ctx);
    }
}

/* Appends a dim to a list, merged into the previous one where the strides make them one run. */
static void rd_push(int *n, int64_t *size, int64_t *sx, int64_t *sy, int64_t dsize, int64_t dx, int64_t dy) {
    if (*n > 0 && sx[*n - 1] == dx * dsize && (sy == NULL || sy[*n - 1] == dy * dsize)) {
        size[*n - 1] *= dsize;
        sx[*n - 1] = dx;
        if (sy != NULL) sy[*n - 1] = dy;
        return;
    }
    size[*n] = dsize;
    sx[*n] = dx;
    if (sy != NULL) sy[*n] = dy;
    (*n)++;
}

int ak_reduce(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_reduce_fns *f, const void *ctx) {
    if (y->ndim != x->ndim || f->acc_size > 16 || (f->pivot != NULL && f->pivot->acc_size > 16)) return AK_UNSUPPORTED;
    ak_rd r;
    memset(&r, 0, sizeof r);
    r.f = f;
    r.msize = f->pivot != NULL ? (int64_t)f->pivot->acc_size : 0;
    r.ctx = ctx;
    r.y = (char *)y->data;
    r.x = (const char *)x->data;
    r.xes = (int64_t)ak_dtype_size(x->dtype);
    r.yes = (int64_t)ak_dtype_size(y->dtype);
    r.nout = 1;
    r.nred = 1;
    int last_reduced = 0; /* whether x's innermost dim (of more than one element) is reduced */
    for (int d = 0; d < x->ndim; d++) {
        if (y->shape[d] == 0) return AK_OK; /* no output */
        if (x->shape[d] == 1) continue;
        if (y->shape[d] == x->shape[d]) {
            rd_push(&r.nk, r.ks, r.kx, r.ky, x->shape[d], x->strides[d], y->strides[d]);
            r.nout *= x->shape[d];
            last_reduced = 0;
        } else if (y->shape[d] == 1) {
            rd_push(&r.nr, r.rs, r.rx, NULL, x->shape[d], x->strides[d], 0);
            r.nred *= x->shape[d];
            last_reduced = 1;
        } else {
            return AK_UNSUPPORTED; /* the core's rule refuses it first */
        }
    }
    if (r.nred == 0) { /* an empty reduction: the start value, finalized with count 0 (the pivot's too) */
        _Alignas(16) unsigned char acc[16], m[16];
        for (int64_t o = 0; o < r.nout; o++) {
            int64_t xo, yo;
            rd_out_offsets(&r, o, &xo, &yo);
            if (f->pivot != NULL) {
                f->pivot->init(acc, 1, ctx);
                f->pivot->final((char *)m, 1, 1, acc, NULL, 0, ctx);
            }
            f->init(acc, 1, ctx);
            f->final(r.y + yo * r.yes, 1, 1, acc, f->pivot != NULL ? m : NULL, 0, ctx);
        }
        return AK_OK;
    }
    if (r.nk > 0 && !last_reduced) {
        const int64_t chunks = (r.ks[r.nk - 1] + AK_RD_COLS - 1) / AK_RD_COLS;
        const int64_t groups = r.nout / r.ks[r.nk - 1] * chunks;
        const int64_t per_group = r.nred * (r.ks[r.nk - 1] < AK_RD_COLS ? r.ks[r.nk - 1] : AK_RD_COLS);
        ak_run(ex, groups, AK_RD_GRAIN_ELEMS / per_group + 1, rd_cols_body, &r);
        return AK_OK;
    }
    r.run = r.nr > 0 ? r.rs[r.nr - 1] : 1;
    r.rows = r.nred / r.run;
    r.block_rows = AK_RD_BLOCK_ELEMS / r.run > 0 ? AK_RD_BLOCK_ELEMS / r.run : 1;
    r.blocks = (r.rows + r.block_rows - 1) / r.block_rows;
    if (r.blocks > 1 && r.nout < AK_RD_FEW) { /* few outputs over many elements: their blocks across threads */
        const size_t part = f->pivot != NULL && f->pivot->acc_size > f->acc_size ? f->pivot->acc_size : f->acc_size;
        r.partial = malloc((size_t)(r.blocks * r.nout) * part);
        if (r.partial != NULL) {
            _Alignas(16) unsigned char m[AK_RD_FEW * 16];
            if (f->pivot != NULL) { /* the pivot's pass first, each output's m into m[] */
                r.f = f->pivot;
                ak_run(ex, r.blocks * r.nout, 1, rd_block_body, &r);
                rd_block_finals(&r, m, NULL);
                r.f = f;
                r.m = (const char *)m;
            }
            ak_run(ex, r.blocks * r.nout, 1, rd_block_body, &r);
            rd_block_finals(&r, NULL, r.m);
            free(r.partial);
            return AK_OK;
        } /* no memory for the partials: each output's blocks in turn, the same bits */
    }
    ak_run(ex, r.nout, AK_RD_GRAIN_ELEMS / r.nred + 1, rd_inner_body, &r);
    return AK_OK;
}
