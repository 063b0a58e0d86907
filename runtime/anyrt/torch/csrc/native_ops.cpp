// torch tensors through anyrt's C operators, descriptors cached per (operator, device, dtype,
// shapes, strides, attributes): creating one per call costs more than a small kernel.
#include "native_ops.h"

#include <mutex>
#include <unordered_map>
#include <vector>

namespace anyrt_torch {

bool dtype_ok(std::initializer_list<const at::Tensor*> ts, std::initializer_list<anyrt_dtype_t> dtypes) {
    const at::Tensor* first = *ts.begin();
    anyrt_dtype_t d = to_anyrt(first->scalar_type());
    for (const at::Tensor* t : ts)
        if (!t->is_privateuseone() || t->scalar_type() != first->scalar_type() || t->device() != first->device()) return false;
    for (anyrt_dtype_t ok : dtypes)
        if (ok == d) return true;
    return false;
}

namespace {

struct KeyHash {
    size_t operator()(const std::vector<int64_t>& k) const noexcept {
        size_t h = 1469598103934665603ull;
        for (int64_t v : k) h = (h ^ static_cast<size_t>(v)) * 1099511628211ull;
        return h;
    }
};

struct Cached {
    anyrt_op_desc_t desc;
    size_t workspace;
};

std::mutex g_mu;
std::unordered_map<std::vector<int64_t>, Cached, KeyHash> g_cache;
std::unordered_map<int, anyrt_op_handle_t> g_handles;

anyrt_op_handle_t handle_of(int device) {
    auto it = g_handles.find(device);
    if (it != g_handles.end()) return it->second;
    anyrt_op_handle_t h = nullptr;
    check(anyrt_create_op_handle(&h), "anyrt.torch operator handle");
    g_handles[device] = h;
    return h;
}

class TensorDescs {
public:
    explicit TensorDescs(std::initializer_list<const at::Tensor*> ts) {
        for (const at::Tensor* t : ts) {
            anyrt_tensor_desc_t d = nullptr;
            check(anyrt_create_tensor_desc(&d, to_anyrt(t->scalar_type()), static_cast<int>(t->dim()), t->sizes().data(),
                                           t->strides().data()),
                  "anyrt.torch tensor descriptor");
            descs_.push_back(d);
        }
    }
    ~TensorDescs() {
        for (anyrt_tensor_desc_t d : descs_) (void)anyrt_destroy_tensor_desc(d);
    }
    anyrt_tensor_desc_t operator[](size_t i) const { return descs_[i]; }

private:
    std::vector<anyrt_tensor_desc_t> descs_;
};

template <class Create>
Cached descriptor(Op op, int device, std::initializer_list<const at::Tensor*> ts, std::initializer_list<int64_t> attrs,
                  Create create) {
    std::vector<int64_t> key{static_cast<int64_t>(op), device};
    for (const at::Tensor* t : ts) {
        key.push_back(static_cast<int64_t>(t->scalar_type()));
        key.push_back(t->dim());
        for (int64_t i = 0; i < t->dim(); ++i) {
            key.push_back(t->size(i));
            key.push_back(t->stride(i));
        }
    }
    key.insert(key.end(), attrs.begin(), attrs.end());
    std::lock_guard<std::mutex> lock(g_mu);
    auto it = g_cache.find(key);
    if (it != g_cache.end()) return it->second;
    TensorDescs descs(ts);
    Cached c{nullptr, 0};
    check(create(handle_of(device), &c.desc, descs), "anyrt.torch operator descriptor");
    check(anyrt_get_op_workspace_size(c.desc, &c.workspace), "anyrt.torch workspace size");
    g_cache.emplace(std::move(key), c);
    return c;
}

// Runs `call(desc, workspace, bytes, stream)` on t0's device and torch's current stream there.
template <class Run>
void launch(const Cached& c, int device, Run run) {
    at::DataPtr ws = c.workspace ? allocate(device, c.workspace) : at::DataPtr();
    check(run(c.desc, ws.get(), c.workspace, current_stream(device)), "anyrt.torch operator");
}

const char* op_name(Op op) {
    switch (op) {
        case Op::add: return "add";
        case Op::sub: return "sub";
        case Op::mul: return "mul";
        case Op::relu: return "relu";
        case Op::silu: return "silu";
        case Op::sigmoid: return "sigmoid";
        case Op::softmax: return "softmax";
        case Op::gemm: return "gemm";
        case Op::rearrange: return "rearrange";
    }
    return "?";
}

}  // namespace

void native_rearrange(const at::Tensor& dst, const at::Tensor& src) {
    int device = dst.device().index();
    if (dst.numel() == 0) return;
    DeviceSwitch sw(device);
    if (dst.is_contiguous() && src.is_contiguous()) {
        check(anyrt_memcpy_async(dst.data_ptr(), src.data_ptr(), dst.nbytes(), ANYRT_MEMCPY_KIND_D2D, current_stream(device)),
              "Tensor.copy_");
        return;
    }
    Cached c = descriptor(Op::rearrange, device, {&dst, &src}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return anyrt_create_rearrange_descriptor(h, d, t[0], t[1]);
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_rearrange(d, w, n, dst.data_ptr(), src.data_ptr(), s);
    });
}

void native_fill(const at::Tensor& t, const at::Scalar& value) {
    if (t.numel() == 0) return;
    int device = t.device().index();
    DeviceSwitch sw(device);
    bool zero = value.isBoolean() ? !value.toBool() : (value.isIntegral(false) ? value.toLong() == 0 : value.toDouble() == 0.0);
    if (zero && !(value.isFloatingPoint() && std::signbit(value.toDouble())) && t.is_contiguous()) {
        check(anyrt_memset_async(t.data_ptr(), 0, t.nbytes(), current_stream(device)), "Tensor.fill_");
        return;
    }
    // One element written from the host, then broadcast on the device (stride 0) into t.
    at::Tensor one = at::empty({1}, t.options());
    at::Tensor host = at::empty({1}, t.options().device(at::kCPU)).fill_(value);
    check(anyrt_memcpy_async(one.data_ptr(), host.data_ptr(), one.nbytes(), ANYRT_MEMCPY_KIND_H2D, current_stream(device)),
          "Tensor.fill_");
    check(anyrt_synchronize_stream(current_stream(device)), "Tensor.fill_");  // host is freed on return
    native_rearrange(t, one.as_strided(t.sizes(), std::vector<int64_t>(static_cast<size_t>(t.dim()), 0)));
}

void run_binary(Op op, const at::Tensor& out, const at::Tensor& a, const at::Tensor& b) {
    int device = out.device().index();
    if (out.numel() == 0) return;
    DeviceSwitch sw(device);
    at::Tensor ea = a.expand(out.sizes()), eb = b.expand(out.sizes());
    Cached c = descriptor(op, device, {&out, &ea, &eb}, {}, [op](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        switch (op) {
            case Op::add: return anyrt_create_add_descriptor(h, d, t[0], t[1], t[2]);
            case Op::sub: return anyrt_create_sub_descriptor(h, d, t[0], t[1], t[2]);
            default: return anyrt_create_mul_descriptor(h, d, t[0], t[1], t[2]);
        }
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        switch (op) {
            case Op::add: return anyrt_add(d, w, n, out.data_ptr(), ea.data_ptr(), eb.data_ptr(), s);
            case Op::sub: return anyrt_sub(d, w, n, out.data_ptr(), ea.data_ptr(), eb.data_ptr(), s);
            default: return anyrt_mul(d, w, n, out.data_ptr(), ea.data_ptr(), eb.data_ptr(), s);
        }
    });
    (void)op_name;
}

void run_unary(Op op, const at::Tensor& y, const at::Tensor& x) {
    int device = y.device().index();
    if (y.numel() == 0) return;
    DeviceSwitch sw(device);
    Cached c = descriptor(op, device, {&y, &x}, {}, [op](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        switch (op) {
            case Op::relu: return anyrt_create_relu_descriptor(h, d, t[0], t[1]);
            case Op::silu: return anyrt_create_silu_descriptor(h, d, t[0], t[1]);
            default: return anyrt_create_sigmoid_descriptor(h, d, t[0], t[1]);
        }
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        switch (op) {
            case Op::relu: return anyrt_relu(d, w, n, y.data_ptr(), x.data_ptr(), s);
            case Op::silu: return anyrt_silu(d, w, n, y.data_ptr(), x.data_ptr(), s);
            default: return anyrt_sigmoid(d, w, n, y.data_ptr(), x.data_ptr(), s);
        }
    });
}

void run_softmax(const at::Tensor& y, const at::Tensor& x, int64_t axis) {
    int device = y.device().index();
    if (y.numel() == 0) return;
    DeviceSwitch sw(device);
    Cached c = descriptor(Op::softmax, device, {&y, &x}, {axis}, [axis](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return anyrt_create_softmax_descriptor(h, d, t[0], t[1], static_cast<int>(axis));
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_softmax(d, w, n, y.data_ptr(), x.data_ptr(), s);
    });
}

void run_gemm(const at::Tensor& out, const at::Tensor& a, const at::Tensor& b, float alpha, float beta) {
    int device = out.device().index();
    if (out.numel() == 0) return;
    DeviceSwitch sw(device);
    Cached c = descriptor(Op::gemm, device, {&out, &a, &b}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return anyrt_create_gemm_descriptor(h, d, t[0], t[1], t[2]);
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_gemm(d, w, n, out.data_ptr(), a.data_ptr(), b.data_ptr(), alpha, beta, s);
    });
}

void release_descriptors() {
    std::lock_guard<std::mutex> lock(g_mu);
    if (!shut_down()) {
        for (auto& kv : g_cache) (void)anyrt_destroy_op_desc(kv.second.desc);
        for (auto& kv : g_handles) (void)anyrt_destroy_op_handle(kv.second);
    }
    g_cache.clear();
    g_handles.clear();
}

}  // namespace anyrt_torch
