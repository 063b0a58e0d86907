/* The Paddle plugin's recurrent kernels, rnn and rnn_grad (nn.LSTM, nn.GRU, nn.SimpleRNN), composed
 * of anyrt's gemm and elementwise operators on the kernel's stream, so every backend runs them.
 *
 * Paddle's layout (its cudnn one, which the layers pass): x [T, B, I] (time major), pre_state and
 * state [h (, c)] each [L*D, B, H], weight_list every (layer, direction)'s weight_ih [G*H, I_l] and
 * weight_hh [G*H, H], then every one's bias_ih and bias_hh [G*H]; out [T, B, D*H], the directions'
 * halves side by side. Gates in Paddle's cells' order: LSTM i, f, g (cell), o; GRU r, z, n.
 *
 * reserve (ours, read back by rnn_grad): per (layer, direction) the gates after their activations
 * for every step [T, B, G*H], then LSTM's cells c and tanh(c) side by side [T, B, 2H], or GRU's
 * h @ weight_hh^T + bias_hh [T, B, 3H] (n's gate needs it); then every layer's output but the last
 * [T, B, D*H] (the next layer's input; the last is `out`); with dropout between layers (training),
 * then for every layer but the first its dropout mask scaled by 1 / (1 - p) and its input (the
 * previous layer's output times the mask) [T, B, D*H] each. */
#include <stdlib.h>
#include <string.h>

#include "paddle_plugin_kernels_private.h"

typedef enum { AP_LSTM, AP_GRU, AP_RNN_TANH, AP_RNN_RELU } ap_rnn_mode_t;

typedef struct {
    const ap_call_t* c;
    anyrt_dtype_t dt;
    size_t es;
    ap_rnn_mode_t mode;
    int64_t T, B, I, H, L, D, G, E; /* E: the extra elements per step and row of a block (cells; GRU's h gates) */
    float p;                        /* the dropout between layers (0: none, or not training) */
    anyrt_stream_t s;
    PD_List w;  /* weight_list */
    char* res;  /* reserve */
    char* out;  /* the last layer's output */
    ap_tensor_t h0, c0;
} ap_rnn_t;

/* `p` advanced by `n` elements. */
static char* ap__at(const ap_rnn_t* r, const void* p, int64_t n) { return (char*)p + n * (int64_t)r->es; }

/* A block of rows: B rows (or `rows`) of some width, `ld` elements apart. */
typedef struct {
    const void* p;
    int64_t ld;
} ap_view_t;

/* Elementwise operator `op` over `n` views of B rows by `width` (outputs first, as the operator's). */
static int ap__ew(const ap_rnn_t* r, const ap_op_t* op, int64_t width, int n, const ap_view_t* v) {
    int64_t dims[2] = {r->B, width}, st[AP_OP_MAX][2];
    ap_arg_t a[AP_OP_MAX];
    for (int i = 0; i < n && i < AP_OP_MAX; ++i) {
        st[i][0] = v[i].ld;
        st[i][1] = 1;
        a[i] = (ap_arg_t){r->dt, 2, dims, st[i], v[i].p};
    }
    return ap__op(r->c, op, n, a);
}
#define EW(op, width, ...) \
    ap__ew(r, &ap__op_##op, (width), (int)(sizeof((ap_view_t[]){__VA_ARGS__}) / sizeof(ap_view_t)), (ap_view_t[]){__VA_ARGS__})
#define V(ptr, ld) ((ap_view_t){(ptr), (ld)})

/* out [m, n] (+)= a [m, k] @ b [k, n], each given by its row and column strides. */
static int ap__mm(const ap_rnn_t* r, void* out, int64_t ldo, const void* a, int64_t ars, int64_t acs, const void* b, int64_t brs,
                  int64_t bcs, int64_t m, int64_t k, int64_t n, float beta) {
    int64_t od[3] = {1, m, n}, os[3] = {m * ldo, ldo, 1}, ad[3] = {1, m, k}, as[3] = {m * k, ars, acs}, bd[3] = {1, k, n},
            bs[3] = {k * n, brs, bcs};
    return ap__gemm(r->c, r->dt, out, od, os, a, ad, as, b, bd, bs, beta);
}

static void* ap__w(const ap_rnn_t* r, int64_t i) { return ap__capi.PD_TensorGetDataPointer(((PD_Tensor**)r->w.data)[i], &(C_Status){0}); }
/* (layer, direction) k's weight_ih, weight_hh, bias_ih, bias_hh */
static void* ap__wih(const ap_rnn_t* r, int64_t k) { return ap__w(r, 2 * k); }
static void* ap__whh(const ap_rnn_t* r, int64_t k) { return ap__w(r, 2 * k + 1); }
static void* ap__bih(const ap_rnn_t* r, int64_t k) { return ap__w(r, 2 * r->L * r->D + 2 * k); }
static void* ap__bhh(const ap_rnn_t* r, int64_t k) { return ap__w(r, 2 * r->L * r->D + 2 * k + 1); }

static int64_t ap__in_size(const ap_rnn_t* r, int64_t l) { return l ? r->D * r->H : r->I; }
static int64_t ap__block(const ap_rnn_t* r) { return r->T * r->B * (r->G * r->H + r->E); }
static int64_t ap__reserve_size(const ap_rnn_t* r) {
    return r->L * r->D * ap__block(r) + (r->p > 0 ? 3 : 1) * (r->L - 1) * r->T * r->B * r->D * r->H;
}
/* (layer, direction) k's gates, and the extra part after them */
static char* ap__gates(const ap_rnn_t* r, int64_t k) { return ap__at(r, r->res, k * ap__block(r)); }
static char* ap__extra(const ap_rnn_t* r, int64_t k) { return ap__at(r, ap__gates(r, k), r->T * r->B * r->G * r->H); }
/* layer l's output [T, B, D*H] */
static char* ap__layer_out(const ap_rnn_t* r, int64_t l) {
    return l == r->L - 1 ? r->out : ap__at(r, r->res, r->L * r->D * ap__block(r) + l * r->T * r->B * r->D * r->H);
}
/* layer l's (l >= 1) scaled dropout mask, and its input after dropout */
static char* ap__mask(const ap_rnn_t* r, int64_t l) {
    return ap__at(r, r->res, r->L * r->D * ap__block(r) + (r->L - 1 + 2 * (l - 1)) * r->T * r->B * r->D * r->H);
}
static char* ap__dropped(const ap_rnn_t* r, int64_t l) { return ap__at(r, ap__mask(r, l), r->T * r->B * r->D * r->H); }
/* layer l's input rows [T*B, in_size] (contiguous) */
static const char* ap__layer_in(const ap_rnn_t* r, const ap_tensor_t* x, int64_t l) {
    return !l ? x->data : r->p > 0 ? ap__dropped(r, l) : ap__layer_out(r, l - 1);
}

/* The step before step `t` in direction d's order (-1: none, the initial state). */
static int64_t ap__prev(const ap_rnn_t* r, int64_t d, int64_t t) { return d ? (t + 1 < r->T ? t + 1 : -1) : t - 1; }

/* Reads the attributes and checks the call; `x`, `pre` (pre_state) and `w` (weight_list) are the
 * kernel's inputs at 0, 1, 2 in both kernels, the attributes from `attr0` (dropout_prob) on. */
static int ap__rnn_setup(const ap_call_t* c, ap_rnn_t* r, ap_tensor_t* x, int attr0) {
    memset(r, 0, sizeof *r);
    r->c = c;
    if (!ap__input(c, c->in[0], x)) return 0;
    const char* mode = c->attr[attr0 + 5].str;
    r->mode = !strcmp(mode, "LSTM") ? AP_LSTM : !strcmp(mode, "GRU") ? AP_GRU : !strcmp(mode, "RNN_TANH") ? AP_RNN_TANH : AP_RNN_RELU;
    if (strcmp(mode, "RNN_RELU") && r->mode == AP_RNN_RELU) {
        ap__kernel_failed(c->kernel, "mode '%s' is none of LSTM, GRU, RNN_TANH, RNN_RELU", mode);
        return 0;
    }
    r->dt = x->dtype;
    r->es = ap__elem_size(r->dt);
    r->D = c->attr[attr0 + 1].b ? 2 : 1;
    r->I = c->attr[attr0 + 2].i32;
    r->H = c->attr[attr0 + 3].i32;
    r->L = c->attr[attr0 + 4].i32;
    r->G = r->mode == AP_LSTM ? 4 : r->mode == AP_GRU ? 3 : 1;
    r->E = r->mode == AP_LSTM ? 2 * r->H : r->mode == AP_GRU ? 3 * r->H : 0;
    r->s = ap__stream(c);
    r->p = c->attr[attr0 + 7].b || r->L < 2 ? 0.0f : c->attr[attr0].f;
    if (!(r->p >= 0.0f && r->p < 1.0f)) {
        ap__kernel_failed(c->kernel, "dropout_prob %g is not in [0, 1)", c->attr[attr0].f);
        return 0;
    }
    r->w = c->in_list[2];
    PD_List pre = c->in_list[1];
    if (c->in[3]) {
        ap__kernel_failed(c->kernel, "sequence_length (sequences of unequal lengths) is not served");
        return 0;
    }
    if (x->ndim != 3 || x->dims[2] != r->I || r->H < 1 || r->L < 1) {
        ap__kernel_failed(c->kernel, "x of %d dims for input_size %lld, hidden_size %lld, num_layers %lld", x->ndim, (long long)r->I,
                          (long long)r->H, (long long)r->L);
        return 0;
    }
    r->T = x->dims[0];
    r->B = x->dims[1];
    if ((int64_t)r->w.size != 4 * r->L * r->D) {
        ap__kernel_failed(c->kernel, "weight_list has %zu tensors; %lld (weights and both biases of every layer and direction) are served",
                          r->w.size, (long long)(4 * r->L * r->D));
        return 0;
    }
    for (int64_t k = 0; k < r->L * r->D; ++k) {
        int64_t want[4] = {r->G * r->H * ap__in_size(r, k / r->D), r->G * r->H * r->H, r->G * r->H, r->G * r->H};
        int64_t at[4] = {2 * k, 2 * k + 1, 2 * r->L * r->D + 2 * k, 2 * r->L * r->D + 2 * k + 1};
        for (int j = 0; j < 4; ++j) {
            ap_tensor_t t;
            PD_Tensor* p = ((PD_Tensor**)r->w.data)[at[j]];
            if (!p || !ap__input(c, p, &t)) {
                ap__kernel_failed(c->kernel, "weight_list[%lld] is missing", (long long)at[j]);
                return 0;
            }
            if (t.numel != want[j] || t.dtype != r->dt) {
                ap__kernel_failed(c->kernel, "weight_list[%lld] has %lld elements of dtype %d; %lld of x's dtype expected", (long long)at[j],
                                  (long long)t.numel, (int)t.dtype, (long long)want[j]);
                return 0;
            }
        }
    }
    if ((int64_t)pre.size != (r->mode == AP_LSTM ? 2 : 1) || !((PD_Tensor**)pre.data)[0] ||
        !ap__input(c, ((PD_Tensor**)pre.data)[0], &r->h0) || (r->mode == AP_LSTM && (!((PD_Tensor**)pre.data)[1] ||
                                                                                    !ap__input(c, ((PD_Tensor**)pre.data)[1], &r->c0)))) {
        ap__kernel_failed(c->kernel, "pre_state must hold %s", r->mode == AP_LSTM ? "h and c" : "h");
        return 0;
    }
    if (r->h0.numel != r->L * r->D * r->B * r->H || r->h0.dtype != r->dt ||
        (r->mode == AP_LSTM && (r->c0.numel != r->h0.numel || r->c0.dtype != r->dt))) {
        ap__kernel_failed(c->kernel, "an initial state is not [%lld, %lld, %lld] of x's dtype", (long long)(r->L * r->D), (long long)r->B,
                          (long long)r->H);
        return 0;
    }
    return 1;
}

/* ---- forward */

/* One step t of (layer l, direction d): the gates from x's part (already in the gates block) and
 * h_prev, then h into the layer's output (and c into the cells). */
static int ap__rnn_step(const ap_rnn_t* r, int64_t l, int64_t d, int64_t t) {
    int64_t k = l * r->D + d, H = r->H, GH = r->G * H, DH = r->D * H, B = r->B, tp = ap__prev(r, d, t);
    char* a = ap__at(r, ap__gates(r, k), t * B * GH);
    const char* y = ap__layer_out(r, l);
    const void* hp = tp < 0 ? ap__at(r, r->h0.data, k * B * H) : ap__at(r, y, tp * B * DH + d * H);
    int64_t ldh = tp < 0 ? H : DH;
    void* h = ap__at(r, y, t * B * DH + d * H);
    const void* whh = ap__whh(r, k);
    if (r->mode == AP_GRU) {
        char* hg = ap__at(r, ap__extra(r, k), t * B * GH); /* b_hh already there */
        return ap__mm(r, hg, GH, hp, ldh, 1, whh, 1, H, B, H, GH, 1.0f) &&
               EW(add, 2 * H, V(a, GH), V(a, GH), V(hg, GH)) && EW(sigmoid, 2 * H, V(a, GH), V(a, GH)) &&
               EW(mul, H, V(h, DH), V(a, GH), V(hg + 2 * H * r->es, GH)) && /* r * hn, in h's place for now */
               EW(add, H, V(a + 2 * H * r->es, GH), V(a + 2 * H * r->es, GH), V(h, DH)) &&
               EW(tanh, H, V(a + 2 * H * r->es, GH), V(a + 2 * H * r->es, GH)) &&            /* n */
               EW(sub, H, V(h, DH), V(hp, ldh), V(a + 2 * H * r->es, GH)) &&                 /* h_prev - n */
               EW(mul, H, V(h, DH), V(h, DH), V(a + H * r->es, GH)) &&                       /* * z */
               EW(add, H, V(h, DH), V(h, DH), V(a + 2 * H * r->es, GH));                     /* + n */
    }
    if (!ap__mm(r, a, GH, hp, ldh, 1, whh, 1, H, B, H, GH, 1.0f)) return 0;
    if (r->mode != AP_LSTM)
        return (r->mode == AP_RNN_TANH ? EW(tanh, H, V(a, GH), V(a, GH)) : EW(relu, H, V(a, GH), V(a, GH))) &&
               EW(cast, H, V(h, DH), V(a, GH));
    char* cells = ap__at(r, ap__extra(r, k), t * B * 2 * H); /* c then tanh(c), each [B, H] rows 2H apart */
    char* tc = cells + H * r->es;
    const void* cp = tp < 0 ? ap__at(r, r->c0.data, k * B * H) : ap__at(r, ap__extra(r, k), tp * B * 2 * H);
    int64_t ldc = tp < 0 ? H : 2 * H;
    char *gi = a, *gf = a + H * r->es, *gg = a + 2 * H * r->es, *go = a + 3 * H * r->es;
    return EW(sigmoid, 2 * H, V(a, GH), V(a, GH)) && EW(tanh, H, V(gg, GH), V(gg, GH)) && EW(sigmoid, H, V(go, GH), V(go, GH)) &&
           EW(mul, H, V(cells, 2 * H), V(gf, GH), V(cp, ldc)) && EW(mul, H, V(tc, 2 * H), V(gi, GH), V(gg, GH)) &&
           EW(add, H, V(cells, 2 * H), V(cells, 2 * H), V(tc, 2 * H)) && EW(tanh, H, V(tc, 2 * H), V(cells, 2 * H)) &&
           EW(mul, H, V(h, DH), V(go, GH), V(tc, 2 * H));
}

/* Bias `b` [GH] broadcast over rows [n, GH] of `dst` (op add: dst += b; op cast: dst = b). */
static int ap__bias(const ap_rnn_t* r, const ap_op_t* op, void* dst, int64_t n, const void* b) {
    int64_t GH = r->G * r->H, dd[2] = {n, GH}, bd[2] = {1, GH};
    if (op == &ap__op_cast) return ap__op(r->c, op, 2, (ap_arg_t[]){AP_ARG(r->dt, 2, dd, dst), AP_ARG(r->dt, 2, bd, b)});
    return ap__op(r->c, op, 3, (ap_arg_t[]){AP_ARG(r->dt, 2, dd, dst), AP_ARG(r->dt, 2, dd, dst), AP_ARG(r->dt, 2, bd, b)});
}

static int ap__rnn_layer(const ap_rnn_t* r, const ap_tensor_t* x, int64_t l) {
    int64_t TB = r->T * r->B, GH = r->G * r->H, I = ap__in_size(r, l);
    for (int64_t d = 0; d < r->D; ++d) {
        int64_t k = l * r->D + d;
        char* a = ap__gates(r, k);
        /* x's part of every step's gates at once, with the biases (GRU: b_hh waits in its own block, r scales it) */
        if (!ap__mm(r, a, GH, ap__layer_in(r, x, l), I, 1, ap__wih(r, k), 1, I, TB, I, GH, 0.0f) || !ap__bias(r, &ap__op_add, a, TB, ap__bih(r, k)) ||
            !(r->mode == AP_GRU ? ap__bias(r, &ap__op_cast, ap__extra(r, k), TB, ap__bhh(r, k)) : ap__bias(r, &ap__op_add, a, TB, ap__bhh(r, k))))
            return 0;
        for (int64_t i = 0; i < r->T; ++i)
            if (!ap__rnn_step(r, l, d, d ? r->T - 1 - i : i)) return 0;
    }
    return 1;
}

/* Dropout before layer l (training): its scaled mask, a keep draw (Bernoulli of 1 - p, Philox keyed by
 * the seed attribute or the device's generator) times 1 / (1 - p), and its input, the layer below's
 * output times the mask. */
static int ap__dropout(const ap_rnn_t* r, int64_t l) {
    const ap_call_t* c = r->c;
    int64_t n = r->T * r->B * r->D * r->H, one = 1;
    char *m = ap__mask(r, l), *in = ap__dropped(r, l);
    anyrt_op_handle_t h;
    anyrt_tensor_desc_t t = NULL;
    anyrt_op_desc_t d = NULL;
    ap_ws_t ws;
    int ok = ap__handle(c, &h) && ap__desc(c, &t, r->dt, 1, &n, NULL) && OK(anyrt_create_bernoulli_descriptor(h, &d, t)) &&
             ap__workspace(c, d, r->s, &ws);
    if (ok) {
        ok = OK(anyrt_bernoulli(d, ws.ptr, ws.size, m, ap__seed(c, c->attr[6].i32), 0, 1.0f - r->p, r->s));
        ap__done(d, &ws, r->s);
    } else if (d) {
        anyrt_destroy_op_desc(d);
    }
    ap__free_descs(&t, 1);
    void* k = ok ? ap__constant(c, r->dt, 1.0 / (1.0 - (double)r->p), r->s) : NULL;
    ok = k && ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(r->dt, 1, &n, m), AP_ARG(r->dt, 1, &n, m), AP_ARG(r->dt, 1, &one, k)}) &&
         ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(r->dt, 1, &n, in), AP_ARG(r->dt, 1, &n, ap__layer_out(r, l - 1)), AP_ARG(r->dt, 1, &n, m)});
    if (k) anyrt_free_async(k, r->s);
    return ok;
}

/* rnn(x, pre_state[], weight_list[], sequence_length?, dropout_prob, is_bidirec, input_size,
 * hidden_size, num_layers, mode, seed, is_test) -> (out, dropout_state, state[], reserve) */
void ap_kernel_rnn(const ap_call_t* c) {
    ap_rnn_t r;
    ap_tensor_t x, out, res, st[2];
    if (!ap__rnn_setup(c, &r, &x, 0)) return;
    PD_List states = c->out_list[2];
    if (!c->out[0] || !c->out[3] || (int64_t)states.size != (r.mode == AP_LSTM ? 2 : 1)) {
        ap__kernel_failed(c->kernel, "out, reserve and %d states are needed", r.mode == AP_LSTM ? 2 : 1);
        return;
    }
    int64_t n = ap__reserve_size(&r);
    C_Status cs = C_SUCCESS;
    ap__capi.PD_TensorSetDims(c->out[3], 1, &n, &cs);
    if (!ap__output(c, c->out[0], &out) || !ap__output_as(c, c->out[3], (int)r.dt, &res)) return;
    for (size_t i = 0; i < states.size; ++i)
        if (((PD_Tensor**)states.data)[i] && !ap__output(c, ((PD_Tensor**)states.data)[i], &st[i])) return;
    if (out.numel != r.T * r.B * r.D * r.H || out.dtype != r.dt) {
        ap__kernel_failed(c->kernel, "out is not [%lld, %lld, %lld]", (long long)r.T, (long long)r.B, (long long)(r.D * r.H));
        return;
    }
    if (r.T * r.B == 0) return;
    r.res = res.data;
    r.out = out.data;
    for (int64_t l = 0; l < r.L; ++l)
        if (!ap__rnn_layer(&r, &x, l) || (l + 1 < r.L && r.p > 0 && !ap__dropout(&r, l + 1))) return;
    /* the final states: each direction's last step (the first, backwards) */
    int64_t B = r.B, H = r.H, DH = r.D * H, T = r.T;
    const ap_rnn_t* rp = &r;
    for (int64_t k = 0; k < r.L * r.D; ++k) {
        int64_t l = k / r.D, d = k % r.D, t = d ? 0 : T - 1;
        if (((PD_Tensor**)states.data)[0] &&
            !ap__ew(rp, &ap__op_cast, H, 2, (ap_view_t[]){V(ap__at(rp, st[0].data, k * B * H), H), V(ap__at(rp, ap__layer_out(rp, l), t * B * DH + d * H), DH)}))
            return;
        if (r.mode == AP_LSTM && ((PD_Tensor**)states.data)[1] &&
            !ap__ew(rp, &ap__op_cast, H, 2, (ap_view_t[]){V(ap__at(rp, st[1].data, k * B * H), H), V(ap__at(rp, ap__extra(rp, k), t * B * 2 * H), 2 * H)}))
            return;
    }
}

/* ---- backward */

/* The tensor at `i` of a list, allocated (NULL: Paddle does not want it, or the list is shorter). */
static void* ap__list_out(const ap_call_t* c, PD_List list, size_t i, int64_t numel) {
    ap_tensor_t t;
    PD_Tensor* p = i < list.size ? ((PD_Tensor**)list.data)[i] : NULL;
    if (!p || !ap__output(c, p, &t)) return NULL;
    if (t.numel != numel) {
        ap__kernel_failed(c->kernel, "a gradient of %lld elements where %lld were expected", (long long)t.numel, (long long)numel);
        return NULL;
    }
    return t.data;
}

/* A gradient Paddle gave, or NULL where it gave none (an unused output's: zero). */
static const void* ap__list_in(const ap_call_t* c, PD_List list, size_t i, int64_t numel) {
    ap_tensor_t t;
    PD_Tensor* p = i < list.size ? ((PD_Tensor**)list.data)[i] : NULL;
    if (!p || !ap__input(c, p, &t) || !t.data) return NULL;
    return t.numel == numel ? t.data : NULL;
}

/* Backward through (layer l, direction d): dy [T, B, D*H] (the layer output's gradient), dh and dc
 * (the final states' gradients, [B, H], updated to the initial states'), the step gradients into
 * dg (and GRU's h-side ones into dhg), then the weight gradients and din (+)= the input's gradient. */
static int ap__rnn_back(const ap_rnn_t* r, const ap_tensor_t* x, int64_t l, int64_t d, const char* dy, char* dh, char* dc, char* dg,
                        char* dhg, char* din, float din_beta, char* tmp, void* const* wg) {
    int64_t k = l * r->D + d, H = r->H, GH = r->G * H, DH = r->D * H, B = r->B, T = r->T, TB = T * B, I = ap__in_size(r, l);
    size_t es = r->es;
    const char* y = ap__layer_out(r, l);
    const void* whh = ap__whh(r, k);
    for (int64_t i = 0; i < T; ++i) {
        int64_t t = d ? i : T - 1 - i, tp = ap__prev(r, d, t);
        const char* a = ap__gates(r, k) + t * B * GH * es;
        char* g = dg + t * B * GH * es;
        const void* hp = tp < 0 ? ap__at(r, r->h0.data, k * B * H) : ap__at(r, y, tp * B * DH + d * H);
        int64_t ldh = tp < 0 ? H : DH;
        /* dh += the output's gradient at t */
        if (!EW(add, H, V(dh, H), V(dh, H), V(dy + (t * B * DH + d * H) * es, DH))) return 0;
        if (r->mode == AP_LSTM) {
            const char* cells = ap__extra(r, k) + t * B * 2 * H * es;
            const char* tc = cells + H * es;
            const void* cp = tp < 0 ? ap__at(r, r->c0.data, k * B * H) : ap__extra(r, k) + tp * B * 2 * H * es;
            int64_t ldc = tp < 0 ? H : 2 * H;
            const char *gi = a, *gf = a + H * es, *gg = a + 2 * H * es, *go = a + 3 * H * es;
            char *di = g, *df = g + H * es, *dgg = g + 2 * H * es, *dgo = g + 3 * H * es;
            /* do = dh * tanh(c); dc += dh * o * (1 - tanh(c)^2); then the gates' through their activations */
            if (!(EW(mul, H, V(dgo, GH), V(dh, H), V(tc, 2 * H)) && EW(mul, H, V(tmp, H), V(dh, H), V(go, GH)) &&
                  EW(tanh_backward, H, V(tmp, H), V(tmp, H), V(tc, 2 * H)) && EW(add, H, V(dc, H), V(dc, H), V(tmp, H)) &&
                  EW(sigmoid_backward, H, V(dgo, GH), V(dgo, GH), V(go, GH)) && EW(mul, H, V(di, GH), V(dc, H), V(gg, GH)) &&
                  EW(sigmoid_backward, H, V(di, GH), V(di, GH), V(gi, GH)) && EW(mul, H, V(dgg, GH), V(dc, H), V(gi, GH)) &&
                  EW(tanh_backward, H, V(dgg, GH), V(dgg, GH), V(gg, GH)) && EW(mul, H, V(df, GH), V(dc, H), V(cp, ldc)) &&
                  EW(sigmoid_backward, H, V(df, GH), V(df, GH), V(gf, GH)) && EW(mul, H, V(dc, H), V(dc, H), V(gf, GH)) &&
                  ap__mm(r, dh, H, g, GH, 1, whh, H, 1, B, GH, H, 0.0f)))
                return 0;
        } else if (r->mode == AP_GRU) {
            const char* hg = ap__extra(r, k) + t * B * GH * es;
            const char *gr = a, *gz = a + H * es, *gn = a + 2 * H * es;
            char *dr = g, *dz = g + H * es, *dn = g + 2 * H * es, *hdg = dhg + t * B * GH * es;
            /* h = (h_prev - n) * z + n: dz = dh * (h_prev - n), dn = dh - dh * z, dh_prev = dh * z (+ through hn below) */
            if (!(EW(sub, H, V(tmp, H), V(hp, ldh), V(gn, GH)) && EW(mul, H, V(dz, GH), V(dh, H), V(tmp, H)) &&
                  EW(sigmoid_backward, H, V(dz, GH), V(dz, GH), V(gz, GH)) && EW(mul, H, V(tmp, H), V(dh, H), V(gz, GH)) &&
                  EW(sub, H, V(dn, GH), V(dh, H), V(tmp, H)) && EW(tanh_backward, H, V(dn, GH), V(dn, GH), V(gn, GH)) &&
                  /* n = tanh(xn + r * hn): the h side's n gradient is dn * r, r's is dn * hn */
                  EW(mul, H, V(hdg + 2 * H * es, GH), V(dn, GH), V(gr, GH)) && EW(mul, H, V(dr, GH), V(dn, GH), V(hg + 2 * H * es, GH)) &&
                  EW(sigmoid_backward, H, V(dr, GH), V(dr, GH), V(gr, GH)) && EW(cast, 2 * H, V(hdg, GH), V(g, GH)) &&
                  EW(cast, H, V(dh, H), V(tmp, H)) && ap__mm(r, dh, H, hdg, GH, 1, whh, H, 1, B, GH, H, 1.0f)))
                return 0;
        } else {
            const char* h = y + (t * B * DH + d * H) * es;
            if (!((r->mode == AP_RNN_TANH ? EW(tanh_backward, H, V(g, GH), V(dh, H), V(h, DH)) : EW(relu_backward, H, V(g, GH), V(dh, H), V(h, DH))) &&
                  ap__mm(r, dh, H, g, GH, 1, whh, H, 1, B, GH, H, 0.0f)))
                return 0;
        }
    }
    const char* hside = r->mode == AP_GRU ? dhg : dg; /* the gradient of h_prev @ w_hh^T (+ b_hh) */
    int64_t first = d ? T - 1 : 0;                      /* the step whose h_prev is h0 */
    /* weight_hh's gradient: sum over steps of hside^T @ h_prev: the steps after the first against the
     * layer's output shifted by one, then the first against h0 */
    if (wg[1]) {
        float beta = 0.0f;
        if (T > 1) {
            const char* gs = hside + (d ? 0 : B * GH) * (int64_t)es;
            const char* hs = y + ((d ? B * DH : 0) + d * H) * (int64_t)es;
            if (!ap__mm(r, wg[1], H, gs, 1, GH, hs, DH, 1, GH, (T - 1) * B, H, 0.0f)) return 0;
            beta = 1.0f;
        }
        if (!ap__mm(r, wg[1], H, hside + first * B * GH * (int64_t)es, 1, GH, ap__at(r, r->h0.data, k * B * H), H, 1, GH, B, H, beta)) return 0;
    }
    const char* in = ap__layer_in(r, x, l);
    int64_t gd[2] = {1, GH}, fd[2] = {TB, GH};
    if (wg[0] && !ap__mm(r, wg[0], I, dg, 1, GH, in, I, 1, GH, TB, I, 0.0f)) return 0;
    if (wg[2] && !ap__op(r->c, &ap__op_sum, 2, (ap_arg_t[]){AP_ARG(r->dt, 2, gd, wg[2]), AP_ARG(r->dt, 2, fd, dg)})) return 0;
    if (wg[3] && !ap__op(r->c, &ap__op_sum, 2, (ap_arg_t[]){AP_ARG(r->dt, 2, gd, wg[3]), AP_ARG(r->dt, 2, fd, hside)})) return 0;
    return !din || ap__mm(r, din, I, dg, GH, 1, ap__wih(r, k), I, 1, TB, GH, I, din_beta);
}

/* rnn_grad(x, pre_state[], weight_list[], sequence_length?, out, dropout_state, reserve, out_grad,
 * state_grad[], the attributes of rnn) -> (x_grad, pre_state_grad[], weight_grad_list[]) */
void ap_kernel_rnn_grad(const ap_call_t* c) {
    ap_rnn_t r;
    ap_tensor_t x, out, res, dout, dx;
    if (!ap__rnn_setup(c, &r, &x, 0) || !ap__input(c, c->in[4], &out) || !ap__input(c, c->in[6], &res) || !ap__input(c, c->in[7], &dout))
        return;
    if (res.numel != ap__reserve_size(&r) || res.dtype != r.dt || out.numel != r.T * r.B * r.D * r.H || dout.numel != out.numel) {
        ap__kernel_failed(c->kernel, "reserve, out or out_grad is not rnn's of these attributes");
        return;
    }
    r.res = res.data;
    r.out = out.data;
    int64_t B = r.B, H = r.H, T = r.T, TB = T * B, GH = r.G * H, DH = r.D * H, LDBH = r.L * r.D * B * H;
    int has_dx = c->out[0] && ap__output(c, c->out[0], &dx);
    PD_List dpre = c->out_list[1], dw = c->out_list[2];
    void* dh0 = ap__list_out(c, dpre, 0, LDBH);
    void* dc0 = r.mode == AP_LSTM ? ap__list_out(c, dpre, 1, LDBH) : NULL;
    const void* dhT = ap__list_in(c, c->in_list[8], 0, LDBH);
    const void* dcT = r.mode == AP_LSTM ? ap__list_in(c, c->in_list[8], 1, LDBH) : NULL;
    if (TB == 0) return;
    /* scratch: dh, dc, tmp [B, H]; the gate gradients (and GRU's h side) [T, B, GH]; two layer-input gradients [T, B, D*H] */
    void* m[7] = {0};
    int64_t sizes[7] = {B * H, B * H, B * H, TB * GH, r.mode == AP_GRU ? TB * GH : 1, r.L > 1 ? TB * DH : 1, r.L > 1 ? TB * DH : 1};
    int ok = 1;
    for (int i = 0; i < 7 && ok; ++i) ok = (m[i] = ap__scratch(c, r.dt, sizes[i], r.s)) != NULL;
    const ap_rnn_t* rp = &r;
    const char* dy = dout.data;
    int64_t bh[1] = {B * H};
    for (int64_t l = r.L - 1; l >= 0 && ok; --l) {
        char* din = l ? m[5 + (l & 1)] : (has_dx ? dx.data : NULL);
        for (int64_t d = 0; d < r.D && ok; ++d) {
            int64_t k = l * r.D + d;
            /* the final states' gradients, zero where Paddle gave none */
            ok = (dhT ? ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, m[0]), AP_ARG(r.dt, 1, bh, ap__at(rp, dhT, k * B * H))})
                      : ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, m[0]), AP_ARG(r.dt, 1, bh, m[0])})) &&
                 (r.mode != AP_LSTM ||
                  (dcT ? ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, m[1]), AP_ARG(r.dt, 1, bh, ap__at(rp, dcT, k * B * H))})
                       : ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, m[1]), AP_ARG(r.dt, 1, bh, m[1])})));
            void* wg[4] = {ap__list_out(c, dw, (size_t)(2 * k), GH * ap__in_size(rp, l)), ap__list_out(c, dw, (size_t)(2 * k + 1), GH * H),
                           ap__list_out(c, dw, (size_t)(2 * r.L * r.D + 2 * k), GH),
                           ap__list_out(c, dw, (size_t)(2 * r.L * r.D + 2 * k + 1), GH)};
            ok = ok && ap__rnn_back(rp, &x, l, d, dy, m[0], m[1], m[3], m[4], din, d ? 1.0f : 0.0f, m[2], wg);
            if (ok && dh0) ok = ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, ap__at(rp, dh0, k * B * H)), AP_ARG(r.dt, 1, bh, m[0])});
            if (ok && dc0) ok = ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(r.dt, 1, bh, ap__at(rp, dc0, k * B * H)), AP_ARG(r.dt, 1, bh, m[1])});
        }
        int64_t n = TB * DH;
        if (ok && l && r.p > 0) /* through the dropout: the layer below's output gradient is din times the mask */
            ok = ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(r.dt, 1, &n, din), AP_ARG(r.dt, 1, &n, din), AP_ARG(r.dt, 1, &n, ap__mask(rp, l))});
        dy = din;
    }
    ap__release(m, 7, r.s);
}
