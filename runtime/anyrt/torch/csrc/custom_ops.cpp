// The device and Meta kernels of torch.ops.anyrt.* (custom_ops.h).
#include "custom_ops.h"

#include "descriptor_cache.h"

#include <ATen/ExpandUtils.h>

namespace anyrt_torch {

namespace {

// Every tensor on the first one's anyrt device; returns that device.
int one_device(const char* op, std::initializer_list<const at::Tensor*> ts) {
    const at::Tensor* first = *ts.begin();
    for (const at::Tensor* t : ts)
        TORCH_CHECK(t->is_privateuseone() && t->device() == first->device(), "torch.ops.anyrt.", op,
                    ": every tensor must be on one anyrt device (got ", t->device(), " and ", first->device(), ")");
    return first->device().index();
}

}  // namespace

at::Tensor custom_swiglu_meta(const at::Tensor& a, const at::Tensor& b) {
    return at::empty(at::infer_size(a.sizes(), b.sizes()), a.options());
}

at::Tensor custom_swiglu(const at::Tensor& a, const at::Tensor& b) {
    int device = one_device("swiglu", {&a, &b});
    at::Tensor c = at::empty(at::infer_size(a.sizes(), b.sizes()), a.options());
    if (c.numel() == 0) return c;
    at::Tensor ea = a.expand(c.sizes()), eb = b.expand(c.sizes());
    DeviceSwitch sw(device);
    Cached d = descriptor(Op::swiglu, device, {&c, &ea, &eb}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* o, const TensorDescs& t) {
        return anyrt_create_swiglu_descriptor(h, o, t[0], t[1], t[2]);
    });
    launch(d, device, [&](anyrt_op_desc_t o, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_swiglu(o, w, n, c.data_ptr(), ea.data_ptr(), eb.data_ptr(), s);
    });
    return c;
}

at::Tensor custom_causal_softmax_meta(const at::Tensor& x) { return at::empty(x.sizes(), x.options()); }

at::Tensor custom_causal_softmax(const at::Tensor& x) {
    int device = one_device("causal_softmax", {&x});
    at::Tensor y = at::empty(x.sizes(), x.options());
    if (y.numel() == 0) return y;
    DeviceSwitch sw(device);
    Cached d = descriptor(Op::causal_softmax, device, {&y, &x}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* o, const TensorDescs& t) {
        return anyrt_create_causal_softmax_descriptor(h, o, t[0], t[1]);
    });
    launch(d, device, [&](anyrt_op_desc_t o, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_causal_softmax(o, w, n, y.data_ptr(), x.data_ptr(), s);
    });
    return y;
}

at::Tensor custom_rope_meta(const at::Tensor& x, const at::Tensor&, const at::Tensor&, const at::Tensor&, int64_t) {
    return at::empty(x.sizes(), x.options());
}

at::Tensor custom_rope(const at::Tensor& x, const at::Tensor& pos_ids, const at::Tensor& sin_table, const at::Tensor& cos_table,
                       int64_t algo) {
    int device = one_device("rope", {&x, &pos_ids, &sin_table, &cos_table});
    at::Tensor y = at::empty(x.sizes(), x.options());
    if (y.numel() == 0) return y;
    DeviceSwitch sw(device);
    Cached d = descriptor(Op::rope, device, {&y, &x, &pos_ids, &sin_table, &cos_table}, {algo},
                          [algo](anyrt_op_handle_t h, anyrt_op_desc_t* o, const TensorDescs& t) {
                              return anyrt_create_rope_descriptor(h, o, t[0], t[1], t[2], t[3], t[4],
                                                                  static_cast<anyrt_rope_algo_t>(algo));
                          });
    launch(d, device, [&](anyrt_op_desc_t o, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_rope(o, w, n, y.data_ptr(), x.data_ptr(), pos_ids.data_ptr(), sin_table.data_ptr(), cos_table.data_ptr(), s);
    });
    return y;
}

at::Tensor custom_random_sample_meta(const at::Tensor& probs, double, double, int64_t, double) {
    return at::empty(c10::IntArrayRef{}, probs.options().dtype(at::kLong));
}

at::Tensor custom_random_sample(const at::Tensor& probs, double random_val, double topp, int64_t topk, double temperature) {
    int device = one_device("random_sample", {&probs});
    at::Tensor result = at::empty(c10::IntArrayRef{}, probs.options().dtype(at::kLong));
    DeviceSwitch sw(device);
    Cached d = descriptor(Op::random_sample, device, {&result, &probs}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* o, const TensorDescs& t) {
        return anyrt_create_random_sample_descriptor(h, o, t[0], t[1]);
    });
    launch(d, device, [&](anyrt_op_desc_t o, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_random_sample(o, w, n, result.data_ptr(), probs.data_ptr(), static_cast<float>(random_val),
                                   static_cast<float>(topp), static_cast<int>(topk), static_cast<float>(temperature), s);
    });
    return result;
}

}  // namespace anyrt_torch
