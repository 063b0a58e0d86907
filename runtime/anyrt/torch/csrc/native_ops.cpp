// torch tensors through anyrt's C operators, descriptors cached per (operator, device, dtype,
// shapes, strides, attributes): creating one per call costs more than a small kernel.
#include "descriptor_cache.h"

#include <cmath>

namespace anyrt_torch {

namespace {

std::mutex g_mu;
std::unordered_map<std::vector<int64_t>, Cached, KeyHash> g_cache;
std::unordered_map<int, anyrt_op_handle_t> g_handles;

}  // namespace

std::mutex& cache_mutex() { return g_mu; }
std::unordered_map<std::vector<int64_t>, Cached, KeyHash>& cache() { return g_cache; }

anyrt_op_handle_t handle_of(int device) {
    auto it = g_handles.find(device);
    if (it != g_handles.end()) return it->second;
    anyrt_op_handle_t h = nullptr;
    check(anyrt_create_op_handle(&h), "anyrt.torch operator handle");
    g_handles[device] = h;
    return h;
}

void native_rearrange(const at::Tensor& dst, const at::Tensor& src) {
    int device = dst.device().index();
    if (dst.numel() == 0) return;
    // anyrt has no complex element types; a rearrangement only moves elements, so move the real pairs
    if (dst.is_complex() && src.scalar_type() == dst.scalar_type() && !(dst.is_contiguous() && src.is_contiguous()))
        return native_rearrange(at::view_as_real(dst), at::view_as_real(src));
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
    // all bits zero (memset) only for +0: a -0 keeps its sign bit; a complex Scalar has no toDouble
    bool zero;
    if (value.isBoolean()) {
        zero = !value.toBool();
    } else if (value.isIntegral(false)) {
        zero = value.toLong() == 0;
    } else if (value.isComplex()) {
        c10::complex<double> z = value.toComplexDouble();
        zero = z == c10::complex<double>(0, 0) && !std::signbit(z.real()) && !std::signbit(z.imag());
    } else {
        zero = value.toDouble() == 0.0 && !std::signbit(value.toDouble());
    }
    if (zero && t.is_contiguous()) {
        check(anyrt_memset_async(t.data_ptr(), 0, t.nbytes(), current_stream(device)), "Tensor.fill_");
        return;
    }
    // One element written from the host, then broadcast on the device (stride 0) into t. The host
    // element is freed by a callback after the copy, so nothing waits.
    at::Tensor one = at::empty({1}, t.options());
    auto* host = new at::Tensor(at::empty({1}, t.options().device(at::kCPU)).fill_(value));
    anyrt_stream_t stream = current_stream(device);
    anyrt_status_t st = anyrt_memcpy_async(one.data_ptr(), host->data_ptr(), one.nbytes(), ANYRT_MEMCPY_KIND_H2D, stream);
    if (st == ANYRT_STATUS_SUCCESS || st == ANYRT_STATUS_WARNING)
        st = anyrt_stream_add_callback(stream, [](void* h) { delete static_cast<at::Tensor*>(h); }, host);
    if (st != ANYRT_STATUS_SUCCESS && st != ANYRT_STATUS_WARNING) {
        (void)anyrt_synchronize_stream(stream);
        delete host;
        raise_status(st, "Tensor.fill_");
    }
    native_rearrange(t, one.as_strided(t.sizes(), std::vector<int64_t>(static_cast<size_t>(t.dim()), 0)));
}

void native_cast(const at::Tensor& dst, const at::Tensor& src) {
    if (dst.scalar_type() == src.scalar_type()) return native_rearrange(dst, src);
    if (dst.numel() == 0) return;
    int device = dst.device().index();
    DeviceSwitch sw(device);
    Cached c = descriptor(Op::cast, device, {&dst, &src}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return anyrt_create_cast_descriptor(h, d, t[0], t[1]);
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_cast(d, w, n, dst.data_ptr(), src.data_ptr(), s);
    });
}

void run_embedding(const at::Tensor& out, const at::Tensor& weight, const at::Tensor& indices) {
    int device = out.device().index();
    if (out.numel() == 0) return;
    DeviceSwitch sw(device);
    Cached c = descriptor(Op::embedding, device, {&out, &indices, &weight}, {}, [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return anyrt_create_embedding_descriptor(h, d, t[0], t[1], t[2]);
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return anyrt_embedding(d, w, n, out.data_ptr(), indices.data_ptr(), weight.data_ptr(), s);
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
