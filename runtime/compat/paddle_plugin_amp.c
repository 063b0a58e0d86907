/* The Paddle plugin's loss-scaling kernels (paddle.amp.GradScaler, which float16 O1/O2 training
 * uses): check_finite_and_unscale and update_loss_scaling, each over a list of gradients, composed
 * of anyrt's operators on the kernel's stream; the scale's bookkeeping (a few scalars) on the host,
 * as Paddle's CPU kernel keeps it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_plugin_kernels_private.h"

static PD_Tensor* ap__item(PD_List l, size_t i) { return ((PD_Tensor**)l.data)[i]; }

/* x [n] as a 1-D operand of its dtype */
#define AP_FLAT(t) AP_ARG((t).dtype, 1, &(t).numel, (t).data)

/* check_finite_and_unscale(xs[], scale) -> (outs[], found_infinite): found_infinite = whether any
 * element of any x is not finite; out = x * inverse, inverse = 1 / scale, or 0 where an infinite
 * was found (as Paddle's CPU kernel: the step is skipped anyway), in scale's dtype (float32 for
 * halves) and cast back. */
void ap_kernel_check_finite_and_unscale(const ap_call_t* c) {
    PD_List xs = c->in_list[0], outs = c->out_list[0];
    ap_tensor_t scale, found;
    if (!ap__input(c, c->in[1], &scale) || !ap__output_as(c, c->out[1], ANYRT_DTYPE_BOOL, &found)) return;
    if (outs.size != xs.size || scale.numel != 1 || found.numel != 1) {
        ap__kernel_failed(c->kernel, "%zu outs for %zu xs, a scale of %lld elements", outs.size, xs.size, (long long)scale.numel);
        return;
    }
    ap_tensor_t* x = calloc(2 * xs.size + 1, sizeof *x); /* the xs, then the outs */
    ap_tensor_t* out = x ? x + xs.size : NULL;
    if (!x) {
        ap__kernel_failed(c->kernel, "out of host memory");
        return;
    }
    int ok = 1;
    for (size_t i = 0; i < xs.size && ok; ++i)
        ok = ap__item(xs, i) && ap__item(outs, i) && ap__input(c, ap__item(xs, i), &x[i]) && ap__output(c, ap__item(outs, i), &out[i]);
    if (!ok) {
        free(x);
        return;
    }
    anyrt_stream_t s = ap__stream(c);
    anyrt_dtype_t st = scale.dtype, b = ANYRT_DTYPE_BOOL;
    int64_t one = 1, n = (int64_t)xs.size;
    void* m[3] = {ap__scratch(c, b, n ? n : 1, s), ap__scratch(c, st, 1, s), ap__scratch(c, b, 1, s)}; /* each x's all-finite; inverse; all */
    ok = m[0] && m[1] && m[2];
    for (int64_t i = 0; i < n && ok; ++i) {
        char* oki = (char*)m[0] + i;
        void* t = x[i].numel ? ap__scratch(c, b, x[i].numel, s) : NULL;
        ok = x[i].numel ? t && ap__op(c, &ap__op_isfinite, 2, (ap_arg_t[]){AP_ARG(b, 1, &x[i].numel, t), AP_FLAT(x[i])}) &&
                              ap__op(c, &ap__op_all, 2, (ap_arg_t[]){AP_ARG(b, 1, &one, oki), AP_ARG(b, 1, &x[i].numel, t)})
                        : ap__op(c, &ap__op_ones, 2, (ap_arg_t[]){AP_ARG(b, 1, &one, oki), AP_ARG(b, 1, &one, oki)});
        if (t) anyrt_free_async(t, s);
    }
    /* all finite (1 or 0, then 1 / scale or 0), and found = not that */
    ok = ok && (n ? ap__op(c, &ap__op_all, 2, (ap_arg_t[]){AP_ARG(b, 1, &one, m[2]), AP_ARG(b, 1, &n, m[0])})
                  : ap__op(c, &ap__op_ones, 2, (ap_arg_t[]){AP_ARG(b, 1, &one, m[2]), AP_ARG(b, 1, &one, m[2])})) &&
         ap__op(c, &ap__op_logical_not, 2, (ap_arg_t[]){AP_FLAT(found), AP_ARG(b, 1, &one, m[2])}) &&
         ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(st, 1, &one, m[1]), AP_ARG(b, 1, &one, m[2])}) &&
         ap__op(c, &ap__op_div, 3, (ap_arg_t[]){AP_ARG(st, 1, &one, m[1]), AP_ARG(st, 1, &one, m[1]), AP_ARG(st, 1, &one, scale.data)});
    for (int64_t i = 0; i < n && ok; ++i) {
        if (!x[i].numel) continue;
        if (x[i].dtype == st) {
            ok = ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_FLAT(out[i]), AP_FLAT(x[i]), AP_ARG(st, 1, &one, m[1])});
            continue;
        }
        void* w = ap__scratch(c, st, x[i].numel, s); /* x in scale's dtype */
        ok = w && ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_ARG(st, 1, &x[i].numel, w), AP_FLAT(x[i])}) &&
             ap__op(c, &ap__op_mul, 3, (ap_arg_t[]){AP_ARG(st, 1, &x[i].numel, w), AP_ARG(st, 1, &x[i].numel, w), AP_ARG(st, 1, &one, m[1])}) &&
             ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_FLAT(out[i]), AP_ARG(st, 1, &x[i].numel, w)});
        if (w) anyrt_free_async(w, s);
    }
    ap__release(m, 3, s);
    free(x);
}

/* update_loss_scaling(xs[], found_infinite, prev_loss_scaling, in_good_steps, in_bad_steps,
 * incr_every_n_steps, decr_every_n_nan_or_inf, incr_ratio, decr_ratio, stop_update) -> (outs[],
 * loss_scaling, out_good_steps, out_bad_steps): the outs zeroed where an infinite was found (else
 * the xs, usually the same tensors); then, unless stop_update, Paddle's rule: decr_every_n
 * consecutive overflowing steps multiply the scale by decr_ratio (not below 1), incr_every_n
 * consecutive finite ones by incr_ratio (where the product is finite). */
void ap_kernel_update_loss_scaling(const ap_call_t* c) {
    PD_List xs = c->in_list[0], outs = c->out_list[0];
    ap_tensor_t found, prev, good, bad, scale, good_out, bad_out;
    double f, pv, gv, bv;
    anyrt_stream_t s = ap__stream(c);
    if (!ap__input(c, c->in[1], &found) || !ap__input(c, c->in[2], &prev) || !ap__input(c, c->in[3], &good) || !ap__input(c, c->in[4], &bad) ||
        !ap__read1(c, &found, s, &f) || !ap__read1(c, &prev, s, &pv) || !ap__read1(c, &good, s, &gv) || !ap__read1(c, &bad, s, &bv))
        return;
    if (outs.size != xs.size) {
        ap__kernel_failed(c->kernel, "%zu outs for %zu xs", outs.size, xs.size);
        return;
    }
    for (size_t i = 0; i < xs.size; ++i) {
        ap_tensor_t x, out;
        if (!ap__item(xs, i) || !ap__item(outs, i) || !ap__input(c, ap__item(xs, i), &x) || !ap__output(c, ap__item(outs, i), &out)) return;
        if (out.numel == 0) continue;
        if (f != 0.0 ? !ap__op(c, &ap__op_zeros, 2, (ap_arg_t[]){AP_FLAT(out), AP_FLAT(out)})
                     : out.data != x.data && !ap__op(c, &ap__op_cast, 2, (ap_arg_t[]){AP_FLAT(out), AP_FLAT(x)}))
            return;
    }
    if (!ap__output(c, c->out[1], &scale) || !ap__output(c, c->out[2], &good_out) || !ap__output(c, c->out[3], &bad_out)) return;
    double sv = pv;
    if (c->attr[4].scalar.f == 0.0) {
        if (f != 0.0) {
            gv = 0, bv += 1;
            if (bv == c->attr[1].i32) sv = pv * c->attr[3].f < 1.0 ? 1.0 : pv * c->attr[3].f, bv = 0;
        } else {
            bv = 0, gv += 1;
            if (gv == c->attr[0].i32) sv = isfinite((float)(pv * c->attr[2].f)) ? pv * c->attr[2].f : pv, gv = 0;
        }
    }
    const ap_tensor_t* ts[3] = {&scale, &good_out, &bad_out};
    double vs[3] = {sv, gv, bv};
    for (int i = 0; i < 3; ++i) {
        void* h = ts[i]->numel == 1 ? malloc(8) : NULL;
        if (!h) {
            ap__kernel_failed(c->kernel, "loss_scaling and the step counts are one element each");
            return;
        }
        ap__set(h, ts[i]->dtype, 0, vs[i]);
        ap__from_host(c, h, ts[i], s);
    }
}
