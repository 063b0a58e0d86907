// The kernels every PrivateUse1 device needs by hand (creation, views, storage, copies between
// devices and dtypes, fill) and the boxed CPU fallback for every other ATen operator.
#include "kernels.h"

#include "generator.h"
#include "native_ops.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/EmptyTensor.h>
#include <ATen/native/CPUFallback.h>
#include <ATen/native/Resize.h>
#include <ATen/ops/_reshape_alias_native.h>
#include <ATen/ops/as_strided_native.h>
#include <ATen/ops/unfold_native.h>
#include <ATen/ops/view_as_complex_native.h>
#include <ATen/ops/view_as_real_native.h>
#include <ATen/ops/resize_native.h>
#include <ATen/ops/view_native.h>
#include <c10/core/DeviceGuard.h>
#include <torch/library.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

namespace anyrt_torch {

namespace {

c10::DispatchKeySet keys() { return c10::DispatchKeySet(c10::DispatchKey::PrivateUse1); }

int device_of(std::optional<c10::Device> d) {
    if (d && d->has_index()) return d->index();
    return current_device();
}

// The bytes a tensor's elements span in its storage, from its first element.
size_t span_bytes(const at::Tensor& t) {
    if (t.numel() == 0) return 0;
    int64_t last = 0;
    for (int64_t i = 0; i < t.dim(); ++i) last += (t.size(i) - 1) * t.stride(i);
    return static_cast<size_t>(last + 1) * t.element_size();
}

bool dense(const at::Tensor& t) { return t.is_contiguous(); }

void sync_current(int device) { check(anyrt_synchronize_stream(current_stream(device)), "anyrt.torch copy"); }

}  // namespace

at::Tensor empty_memory_format(c10::IntArrayRef size, std::optional<at::ScalarType> dtype, std::optional<at::Layout> layout,
                               std::optional<at::Device> device, std::optional<bool> pin_memory,
                               std::optional<at::MemoryFormat> memory_format) {
    (void)layout;
    (void)pin_memory;
    c10::DeviceGuard guard(c10::Device(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device_of(device))));
    return at::detail::empty_generic(size, c10::GetAllocator(c10::DeviceType::PrivateUse1), keys(),
                                     c10::dtype_or_default(dtype), memory_format);
}

at::Tensor empty_strided(c10::IntArrayRef size, c10::IntArrayRef stride, std::optional<at::ScalarType> dtype,
                         std::optional<at::Layout> layout, std::optional<at::Device> device, std::optional<bool> pin_memory) {
    (void)layout;
    (void)pin_memory;
    c10::DeviceGuard guard(c10::Device(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device_of(device))));
    return at::detail::empty_strided_generic(size, stride, c10::GetAllocator(c10::DeviceType::PrivateUse1), keys(),
                                             c10::dtype_or_default(dtype));
}

namespace {

// A CPU tensor holding t's values (t on the device): the storage span its elements reach is
// copied whole, in the order of the device's current stream, then viewed with t's strides.
at::Tensor to_host(const at::Tensor& t) {
    int device = t.device().index();
    at::Tensor buf = at::empty({static_cast<int64_t>(span_bytes(t) / t.element_size())}, t.options().device(at::kCPU));
    if (t.numel() == 0) return at::empty(t.sizes(), t.options().device(at::kCPU));
    DeviceSwitch sw(device);
    check(anyrt_memcpy_async(buf.data_ptr(), t.data_ptr(), span_bytes(t), ANYRT_MEMCPY_KIND_D2H, current_stream(device)),
          "Tensor.to('cpu')");
    sync_current(device);
    return buf.as_strided(t.sizes(), t.strides(), 0);
}

// Writes the host tensor `src` (dst's dtype and shape) into the device tensor dst.
void from_host(const at::Tensor& dst, const at::Tensor& src) {
    int device = dst.device().index();
    if (dst.numel() == 0) return;
    DeviceSwitch sw(device);
    if (dense(dst)) {
        at::Tensor c = src.contiguous();
        check(anyrt_memcpy_async(dst.data_ptr(), c.data_ptr(), dst.nbytes(), ANYRT_MEMCPY_KIND_H2D, current_stream(device)),
              "Tensor.to('anyrt')");
        sync_current(device);  // c is freed on return
        return;
    }
    // A strided destination: read its span, write the elements, write the span back.
    at::Tensor view = to_host(dst);
    view.copy_(src);
    at::Tensor base = view.as_strided({static_cast<int64_t>(span_bytes(dst) / dst.element_size())}, {1}, 0);
    check(anyrt_memcpy_async(dst.data_ptr(), base.data_ptr(), span_bytes(dst), ANYRT_MEMCPY_KIND_H2D, current_stream(device)),
          "Tensor.copy_");
    sync_current(device);
}

}  // namespace

at::Tensor copy_from(const at::Tensor& self, const at::Tensor& dst, bool non_blocking) {
    (void)non_blocking;  // host memory may be pageable and freed on return: copies finish before they return
    // Tensor.copy_ broadcasts src to dst's shape (expand raises, naming both, where it cannot)
    if (self.sizes() != dst.sizes()) return copy_from(self.expand(dst.sizes()), dst, non_blocking);
    if (self.numel() == 0) return dst;
    if (self.is_neg() || self.is_conj() || dst.is_neg() || dst.is_conj()) {
        // A lazily negated / conjugated view (torch's neg and conj bits), resolved on the host: its
        // raw values, then the negation or conjugate there. (torch's Negative/Conjugate fallback
        // would clone it, and the clone's copy come back here: a recursion without end.)
        TORCH_CHECK_NOT_IMPLEMENTED(!dst.is_neg() && !dst.is_conj(), "anyrt.torch: a copy into a negated or "
                                    "conjugated view (resolve_neg() / resolve_conj() it first)");
        at::Tensor raw = self.alias();
        raw._set_neg(false);
        raw._set_conj(false);
        at::Tensor host = raw.is_privateuseone() ? to_host(raw) : raw;
        if (self.is_neg()) host = host.neg();
        if (self.is_conj()) host = host.conj_physical();
        if (dst.is_privateuseone()) return copy_from(host.contiguous(), dst, non_blocking);
        dst.copy_(host);
        return dst;
    }
    bool src_dev = self.is_privateuseone(), dst_dev = dst.is_privateuseone();
    // both dtypes anyrt's: converted on the device by the cast operator
    bool castable = to_anyrt(self.scalar_type()) != ANYRT_DTYPE_INVALID && to_anyrt(dst.scalar_type()) != ANYRT_DTYPE_INVALID;
    if (src_dev && dst_dev) {
        int sd = self.device().index(), dd = dst.device().index();
        if (sd == dd && (self.scalar_type() == dst.scalar_type() || castable)) {
            native_cast(dst, self);  // the same dtype: a rearrangement (contiguous pairs: one memcpy)
            return dst;
        }
        if (self.scalar_type() == dst.scalar_type() && dense(self) && dense(dst)) {
            sync_current(sd);
            sync_current(dd);
            check(anyrt_memcpy_peer(dst.data_ptr(), dd, self.data_ptr(), sd, dst.nbytes()), "Tensor.to('anyrt:N')");
            return dst;
        }
        if (castable && dense(dst)) {  // converted on the source device, then copied between the devices
            at::Tensor converted = at::empty(dst.sizes(), self.options().dtype(dst.scalar_type()));
            native_cast(converted, self);
            return copy_from(converted, dst, non_blocking);
        }
        from_host(dst, to_host(self).to(dst.scalar_type()));
        return dst;
    }
    if (self.scalar_type() != dst.scalar_type() && castable) {
        // converted on the device: before the copy to the host, after the copy from it
        if (src_dev) {
            at::Tensor converted = at::empty(self.sizes(), self.options().dtype(dst.scalar_type()));
            native_cast(converted, self);
            return copy_from(converted, dst, non_blocking);
        }
        if (dst_dev) {
            at::Tensor staged = at::empty(self.sizes(), dst.options().dtype(self.scalar_type()));
            copy_from(self, staged, non_blocking);
            native_cast(dst, staged);
            return dst;
        }
    }
    if (src_dev) {  // device -> host
        int sd = self.device().index();
        if (self.scalar_type() == dst.scalar_type() && dense(self) && dense(dst)) {
            DeviceSwitch sw(sd);
            check(anyrt_memcpy_async(dst.data_ptr(), self.data_ptr(), dst.nbytes(), ANYRT_MEMCPY_KIND_D2H, current_stream(sd)),
                  "Tensor.to('cpu')");
            sync_current(sd);
        } else {
            dst.copy_(to_host(self));
        }
        return dst;
    }
    TORCH_CHECK(dst_dev, "anyrt.torch _copy_from: neither tensor is on an anyrt device");
    from_host(dst, self.to(dst.scalar_type()));
    return dst;
}

at::Tensor copy_from_and_resize(const at::Tensor& self, const at::Tensor& dst) {
    dst.resize_(self.sizes());
    return copy_from(self, dst, false);
}

at::Scalar local_scalar_dense(const at::Tensor& self) { return to_host(self).item(); }

// Points self at `source` (grown on the device if too small: the stock path copies on the host).
at::Tensor& set_storage(at::Tensor& self, c10::Storage source, int64_t offset, c10::IntArrayRef size, c10::IntArrayRef stride) {
    at::native::checkSetStorage(self, source, offset, size, stride);
    self.unsafeGetTensorImpl()->set_storage_offset(offset);
    std::optional<c10::IntArrayRef> st = stride.data() != nullptr ? std::optional<c10::IntArrayRef>(stride) : std::nullopt;
    at::native::resize_impl_cpu_(self.unsafeGetTensorImpl(), size, st, /*resize_storage=*/false);
    size_t need = 0;
    if (self.numel() > 0) need = (static_cast<size_t>(offset) * self.element_size()) + span_bytes(self);
    if (need > self.storage().nbytes()) at::detail::getPrivateUse1Hooks().resizePrivateUse1Bytes(self.storage(), need);
    return self;
}

at::Tensor& set_source_storage(at::Tensor& self, c10::Storage source) {
    int64_t n = static_cast<int64_t>(source.nbytes() / self.dtype().itemsize());
    return set_storage(self, std::move(source), 0, {n}, {});
}

at::Tensor& set_source_tensor(at::Tensor& self, const at::Tensor& source) {
    if (self.is_same(source)) return self;
    return set_storage(self, source.storage(), source.storage_offset(), source.sizes(), source.strides());
}

at::Tensor& set_empty(at::Tensor& self) {
    c10::Storage empty(c10::Storage::use_byte_size_t(), 0, c10::GetAllocator(c10::DeviceType::PrivateUse1), true);
    return set_storage(self, std::move(empty), 0, {0}, {});
}

// The shape first, then storage grown on the device through resizePrivateUse1Bytes (stream-ordered):
// at::native::resize_ (the CPU one) grows it with a host memcpy that does not wait for queued work
// writing the old storage (a fill just queued came out torn).
const at::Tensor& resize(const at::Tensor& self, c10::IntArrayRef size, std::optional<at::MemoryFormat> fmt) {
    c10::TensorImpl* impl = self.unsafeGetTensorImpl();
    at::native::resize_impl_cpu_(impl, size, std::nullopt, /*resize_storage=*/false);
    if (fmt.has_value() && *fmt != at::MemoryFormat::Preserve) impl->empty_tensor_restride(*fmt);
    size_t need = 0;
    if (self.numel() > 0) need = static_cast<size_t>(self.storage_offset()) * self.element_size() + span_bytes(self);
    if (need > self.storage().nbytes()) at::detail::getPrivateUse1Hooks().resizePrivateUse1Bytes(self.storage(), need);
    return self;
}

at::Tensor& fill_scalar(at::Tensor& self, const at::Scalar& value) {
    native_fill(self, value);
    return self;
}

at::Tensor& zero(at::Tensor& self) {
    native_fill(self, 0);
    return self;
}

at::Tensor as_strided(const at::Tensor& self, c10::IntArrayRef size, c10::IntArrayRef stride, std::optional<int64_t> offset) {
    return at::native::as_strided_tensorimpl(self, size, stride, offset);
}

at::Tensor view(const at::Tensor& self, c10::IntArrayRef size) { return at::native::view(self, size); }

at::Tensor reshape_alias(const at::Tensor& self, c10::IntArrayRef size, c10::IntArrayRef stride) {
    return at::native::_reshape_alias(self, size, stride);
}

at::Tensor view_as_real(const at::Tensor& self) { return at::native::view_as_real(self); }

at::Tensor view_as_complex(const at::Tensor& self) { return at::native::view_as_complex(self); }

at::Tensor unfold(const at::Tensor& self, int64_t dimension, int64_t size, int64_t step) {
    return at::native::unfold(self, dimension, size, step);
}

namespace {

// ---- the CPU fallback ----------------------------------------------------------------------
std::mutex g_fb_mu;
std::set<std::string> g_fb_ops;
std::atomic<int> g_fb_enabled{-1};

bool fallback_enabled() {
    int on = g_fb_enabled.load();
    if (on < 0) {
        const char* env = std::getenv("ANYRT_TORCH_CPU_FALLBACK");
        on = !(env && std::strcmp(env, "0") == 0);
        g_fb_enabled.store(on);
    }
    return on != 0;
}

// An anyrt generator (torch.Generator(device="anyrt")) given to an operator the CPU serves (CPU
// kernels refuse another device's): a CPU generator seeded from its (seed, offset), the offset moved
// on, so the draw follows from the seed and the next call draws other numbers.
void host_generators(const c10::OperatorHandle& op, torch::jit::Stack* stack) {
    size_t n = op.schema().arguments().size();
    for (size_t i = stack->size() - n; i < stack->size(); ++i) {
        c10::IValue& v = (*stack)[i];
        if (!v.isGenerator()) continue;
        at::Generator g = v.toGenerator();
        if (!g.defined() || g.device().type() != c10::DeviceType::PrivateUse1) continue;
        std::pair<uint64_t, uint64_t> draw;
        {
            std::lock_guard<std::mutex> lock(g.mutex());
            draw = g.get<Generator>()->reserve(1);
        }
        v = c10::IValue(at::detail::createCPUGenerator(draw.first ^ ((draw.second + 1) * 0x9E3779B97F4A7C15ull)));
    }
}

}  // namespace

void note_fallback(const std::string& full) {
    TORCH_CHECK_NOT_IMPLEMENTED(fallback_enabled(), "anyrt.torch: the operator '", full,
                                "' has no kernel for the anyrt device, and the CPU fallback is off "
                                "(ANYRT_TORCH_CPU_FALLBACK=0)");
    std::lock_guard<std::mutex> lock(g_fb_mu);
    g_fb_ops.insert(full);
}

void cpu_fallback(const c10::OperatorHandle& op, torch::jit::Stack* stack) {
    const auto& name = op.schema().operator_name();
    note_fallback(name.name + (name.overload_name.empty() ? "" : "." + name.overload_name));
    host_generators(op, stack);
    // error_on_views: a view operator run on the CPU would return a copy, and writes through it be lost
    at::native::cpu_fallback(op, stack, /*error_on_views=*/true);
}

std::vector<std::string> fallback_ops() {
    std::lock_guard<std::mutex> lock(g_fb_mu);
    return {g_fb_ops.begin(), g_fb_ops.end()};
}
void reset_fallback_ops() {
    std::lock_guard<std::mutex> lock(g_fb_mu);
    g_fb_ops.clear();
}
void set_fallback_enabled(bool on) { g_fb_enabled.store(on ? 1 : 0); }

TORCH_LIBRARY_IMPL(_, PrivateUse1, m) { m.fallback(torch::CppFunction::makeFromBoxedFunction<&cpu_fallback>()); }

// The copies resolve the neg and conj bits themselves (copy_from): torch's math-bit fallbacks would
// clone such a view, and the clone copy back through _copy_from, without end (a segfault).
TORCH_LIBRARY_IMPL(aten, Negative, m) {
    m.impl("_copy_from", torch::CppFunction::makeFallthrough());
    m.impl("_copy_from_and_resize", torch::CppFunction::makeFallthrough());
}
TORCH_LIBRARY_IMPL(aten, Conjugate, m) {
    m.impl("_copy_from", torch::CppFunction::makeFallthrough());
    m.impl("_copy_from_and_resize", torch::CppFunction::makeFallthrough());
}

}  // namespace anyrt_torch
