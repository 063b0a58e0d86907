// How an ATen kernel's arguments become an anyrt operator's, one template per pattern and form
// (functional, in place, out=). The generated table (ops_table.cpp, from spec/compat/torch.yaml)
// instantiates them with the operator's traits (Via_<name>: its create and run calls), its dtype
// gate (spec/operators.yaml's dtypes) and the ATen operator to run through the CPU fallback when
// the gate, the layout or an argument (alpha != 1, a host tensor that is not a scalar, an
// approximation the operator is not) says no. torch's type promotion is kept: operands of another
// dtype are cast on the device to the promoted one (at::result_type) first, and a result whose
// dtype is not the output's is cast into it.
#pragma once

#include "descriptor_cache.h"
#include "native_ops.h"

#include <ATen/ExpandUtils.h>
#include <ATen/MemoryOverlap.h>
#include <ATen/ScalarOps.h>
#include <ATen/native/CPUFallback.h>
#include <ATen/native/Resize.h>
#include <ATen/native/TypeProperties.h>
#include <c10/core/WrapDimMinimal.h>

#include <cstring>
#include <optional>
#include <vector>

namespace anyrt_torch {

template <class Dtypes>
bool allowed(at::ScalarType t) {
    for (anyrt_dtype_t d : Dtypes::list)
        if (d == to_anyrt(t)) return true;
    return false;
}

template <class Dtypes>
bool gate(std::initializer_list<const at::Tensor*> ts) {
    if (!allowed<Dtypes>((*ts.begin())->scalar_type())) return false;
    for (const at::Tensor* t : ts)
        if (!t->is_privateuseone() || t->scalar_type() != (*ts.begin())->scalar_type() ||
            t->device() != (*ts.begin())->device())
            return false;
    return true;
}

template <class AtenOp, class... Args>
decltype(auto) fallback(Args&&... args) {
    return at::native::call_fallback_fn<&cpu_fallback, AtenOp>::call(std::forward<Args>(args)...);
}

// Runs the operator V on tensors (outputs first, then inputs, in the spec's order) and attributes
// (create-time first: they key the cached descriptor), on torch's current stream.
template <class V>
void run_op(std::initializer_list<const at::Tensor*> ts, std::initializer_list<double> attrs = {}) {
    const at::Tensor& first = **ts.begin();
    if (first.numel() == 0) return;
    int device = first.device().index();
    DeviceSwitch sw(device);
    std::vector<double> a(attrs);
    std::vector<int64_t> key(V::n_create);
    for (size_t i = 0; i < V::n_create; ++i) std::memcpy(&key[i], &a[i], sizeof key[i]);
    std::vector<void*> p;
    for (const at::Tensor* t : ts) p.push_back(t->data_ptr());
    Cached c = descriptor(V::key, device, ts, key, [&](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return V::create(h, d, t, a.data());
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) { return V::run(d, w, n, p.data(), a.data(), s); });
}

enum class Promote {
    none,          // at::result_type
    int_to_float,  // and integers (bool included) to the default float dtype (div, atan2, exp...)
    int_to_long,   // and integers (bool included) to int64 (sum, prod)
};

inline at::ScalarType promoted(at::ScalarType t, Promote p) {
    if (!at::isIntegralType(t, /*includeBool=*/true) || p == Promote::none) return t;
    return p == Promote::int_to_long ? at::kLong : c10::typeMetaToScalarType(c10::get_default_dtype());
}

// The dtype V writes: its fixed one (bool for comparisons), else the compute dtype.
template <class V>
at::ScalarType result_of(at::ScalarType compute) {
    return V::out == c10::ScalarType::Undefined ? compute : V::out;
}

// x as a device operand of dtype dt on `device`: itself, a copy cast on the device, or a host
// 0-dim tensor (a Python number) written into a device scalar; nullopt where none of those.
inline std::optional<at::Tensor> operand_as(const at::Tensor& x, at::ScalarType dt, const at::Device& device) {
    if (x.is_privateuseone()) {
        if (x.device() != device || to_anyrt(x.scalar_type()) == ANYRT_DTYPE_INVALID) return std::nullopt;
        if (x.scalar_type() == dt) return x;
        at::Tensor t = at::empty(x.sizes(), x.options().dtype(dt));
        native_cast(t, x);
        return t;
    }
    if (x.dim() != 0 || !x.is_cpu() || x.is_complex()) return std::nullopt;
    at::Tensor t = at::empty(c10::IntArrayRef{}, at::TensorOptions().dtype(dt).device(device));
    native_fill(t, x.item());
    return t;
}

inline at::Tensor wrapped(const at::Scalar& s) { return at::native::wrapped_scalar_tensor(s); }

inline bool alpha_is_one(const at::Scalar& alpha) { return !alpha.isComplex() && alpha.toDouble() == 1.0; }

// Writing into `out` while reading `in` is safe elementwise unless they partly overlap.
inline bool no_partial_overlap(const at::Tensor& out, const at::Tensor& in) {
    auto s = at::get_overlap_status(out, in);
    return s == at::MemOverlapStatus::No || (s == at::MemOverlapStatus::Full && out.strides() == in.strides());
}

// `out` may take a result of dtype rdt on `device`: there, one element per location, and torch
// casts rdt to its dtype.
inline bool writable(const at::Tensor& out, at::ScalarType rdt, const at::Device& device) {
    return out.is_privateuseone() && out.device() == device && to_anyrt(out.scalar_type()) != ANYRT_DTYPE_INVALID &&
           at::has_internal_overlap(out) != at::MemOverlap::Yes && at::canCast(rdt, out.scalar_type());
}

// Runs compute(y) so that `out` ends up with the result: y is out itself where it has the result's
// dtype and no input partly overlaps it, else a temporary of out's shape cast into it.
template <class Compute>
void deliver(const at::Tensor& out, at::ScalarType rdt, std::initializer_list<const at::Tensor*> ins, Compute compute) {
    bool direct = out.scalar_type() == rdt;
    for (const at::Tensor* t : ins) direct = direct && no_partial_overlap(out, *t);
    if (direct) return compute(out);
    at::Tensor tmp = at::empty(out.sizes(), out.options().dtype(rdt));
    compute(tmp);
    native_cast(out, tmp);
}

// ---- elementwise: V over promoted operands into a new tensor, self (in place) or out= ---------
// ins: the operands as given (host scalars included); promote: whether they join the promotion
// (where's condition does not: it stays bool). nullopt: not served here (the caller falls back).
template <class V, class Dtypes, Promote P>
std::optional<at::Tensor> elementwise(std::initializer_list<const at::Tensor*> ins, std::initializer_list<bool> promote,
                                      const at::Tensor* out, bool inplace, std::initializer_list<double> attrs = {}) {
    std::optional<at::Device> device;
    for (const at::Tensor* t : ins)
        if (t->is_privateuseone()) device = device ? device : t->device();
    if (!device) return std::nullopt;
    std::vector<at::Tensor> joined;
    auto pi = promote.begin();
    for (const at::Tensor* t : ins)
        if (*pi++) joined.push_back(*t);
    at::ScalarType dt = promoted(joined.size() == 1 ? joined[0].scalar_type() : at::native::result_type(at::TensorList(joined)), P);
    if (!allowed<Dtypes>(dt)) return std::nullopt;
    std::vector<at::Tensor> ops;
    std::vector<int64_t> shape;
    pi = promote.begin();
    for (const at::Tensor* t : ins) {
        auto o = *pi++ ? operand_as(*t, dt, *device)
                       : (t->is_privateuseone() && t->device() == *device && t->scalar_type() == at::kBool
                              ? std::optional<at::Tensor>(*t)
                              : std::nullopt);
        if (!o) return std::nullopt;
        ops.push_back(*o);
        shape = shape.empty() && ops.size() == 1 ? t->sizes().vec() : at::infer_size(shape, t->sizes());
    }
    at::ScalarType rdt = result_of<V>(dt);
    auto compute = [&](const at::Tensor& y) {
        switch (ops.size()) {
            case 1: return run_op<V>({&y, &ops[0]}, attrs);
            case 2: return run_op<V>({&y, &ops[0], &ops[1]}, attrs);
            default: return run_op<V>({&y, &ops[0], &ops[1], &ops[2]}, attrs);
        }
    };
    if (!out) {
        at::Tensor y = at::empty(shape, at::TensorOptions().dtype(rdt).device(*device));
        compute(y);
        return y;
    }
    if (!writable(*out, rdt, *device)) return std::nullopt;
    if (inplace) {
        if (c10::IntArrayRef(shape) != out->sizes()) return std::nullopt;
    } else {
        for (const at::Tensor* t : ins)  // torch refuses a partial overlap; deliver() copes with the rest
            if (at::get_overlap_status(*out, *t) == at::MemOverlapStatus::Partial) return std::nullopt;
        at::native::resize_output(*out, shape);
    }
    if (ins.size() == 1) {
        deliver(*out, rdt, {ins.begin()[0]}, compute);
    } else if (ins.size() == 2) {
        deliver(*out, rdt, {ins.begin()[0], ins.begin()[1]}, compute);
    } else {
        deliver(*out, rdt, {ins.begin()[0], ins.begin()[1], ins.begin()[2]}, compute);
    }
    return *out;
}

// ---- unary: y = op(self) ----------------------------------------------------------------------
template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor unary_functional(const at::Tensor& self) {
    if (auto y = elementwise<V, Dtypes, P>({&self}, {true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& unary_inplace(at::Tensor& self) {
    if (elementwise<V, Dtypes, P>({&self}, {true}, &self, true)) return self;
    return fallback<AtenOp>(self);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& unary_out(const at::Tensor& self, at::Tensor& out) {
    if (elementwise<V, Dtypes, P>({&self}, {true}, &out, false)) return out;
    return fallback<AtenOp>(self, out);
}

// ---- gelu(self, approximate): the operator's form ("none": erf) only ------------------------
template <class V, class Dtypes, class AtenOp>
at::Tensor gelu_functional(const at::Tensor& self, c10::string_view approximate) {
    if (approximate == "none")
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self}, {true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, approximate);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& gelu_inplace(at::Tensor& self, c10::string_view approximate) {
    if (approximate == "none" && elementwise<V, Dtypes, Promote::none>({&self}, {true}, &self, true)) return self;
    return fallback<AtenOp>(self, approximate);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& gelu_out(const at::Tensor& self, c10::string_view approximate, at::Tensor& out) {
    if (approximate == "none" && elementwise<V, Dtypes, Promote::none>({&self}, {true}, &out, false)) return out;
    return fallback<AtenOp>(self, approximate, out);
}

// ---- binary: self (op) other, broadcasting, a Python number as other --------------------------
template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor binary_functional(const at::Tensor& self, const at::Tensor& other) {
    if (auto y = elementwise<V, Dtypes, P>({&self, &other}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& binary_inplace(at::Tensor& self, const at::Tensor& other) {
    if (elementwise<V, Dtypes, P>({&self, &other}, {true, true}, &self, true)) return self;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& binary_out(const at::Tensor& self, const at::Tensor& other, at::Tensor& out) {
    if (elementwise<V, Dtypes, P>({&self, &other}, {true, true}, &out, false)) return out;
    return fallback<AtenOp>(self, other, out);
}

// the Scalar overloads (eq.Scalar, pow.Tensor_Scalar): other as a wrapped number
template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor binary_scalar_functional(const at::Tensor& self, const at::Scalar& other) {
    at::Tensor b = wrapped(other);
    if (auto y = elementwise<V, Dtypes, P>({&self, &b}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& binary_scalar_inplace(at::Tensor& self, const at::Scalar& other) {
    at::Tensor b = wrapped(other);
    if (elementwise<V, Dtypes, P>({&self, &b}, {true, true}, &self, true)) return self;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& binary_scalar_out(const at::Tensor& self, const at::Scalar& other, at::Tensor& out) {
    at::Tensor b = wrapped(other);
    if (elementwise<V, Dtypes, P>({&self, &b}, {true, true}, &out, false)) return out;
    return fallback<AtenOp>(self, other, out);
}

// add/sub: alpha must be 1
template <class V, class Dtypes, class AtenOp>
at::Tensor binary_alpha_functional(const at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha) {
    if (alpha_is_one(alpha))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self, &other}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& binary_alpha_inplace(at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha) {
    if (alpha_is_one(alpha) && elementwise<V, Dtypes, Promote::none>({&self, &other}, {true, true}, &self, true)) return self;
    return fallback<AtenOp>(self, other, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& binary_alpha_out(const at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha, at::Tensor& out) {
    if (alpha_is_one(alpha) && elementwise<V, Dtypes, Promote::none>({&self, &other}, {true, true}, &out, false)) return out;
    return fallback<AtenOp>(self, other, alpha, out);
}

// ---- activation backwards: threshold_backward at threshold 0 (relu's), gelu's erf form --------
template <class V, class Dtypes, class AtenOp>
at::Tensor threshold_backward_functional(const at::Tensor& grad, const at::Tensor& self, const at::Scalar& threshold) {
    if (!threshold.isComplex() && threshold.toDouble() == 0.0)
        if (auto y = elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(grad, self, threshold);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& threshold_backward_out(const at::Tensor& grad, const at::Tensor& self, const at::Scalar& threshold,
                                   at::Tensor& out) {
    if (!threshold.isComplex() && threshold.toDouble() == 0.0 &&
        elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, &out, false))
        return out;
    return fallback<AtenOp>(grad, self, threshold, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor gelu_backward_functional(const at::Tensor& grad, const at::Tensor& self, c10::string_view approximate) {
    if (approximate == "none")
        if (auto y = elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(grad, self, approximate);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& gelu_backward_out(const at::Tensor& grad, const at::Tensor& self, c10::string_view approximate, at::Tensor& out) {
    if (approximate == "none" && elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, &out, false)) return out;
    return fallback<AtenOp>(grad, self, approximate, out);
}

// ---- three operands: lerp (weight a tensor or a number), addcmul/addcdiv (value) --------------
template <class V, class Dtypes, class AtenOp>
at::Tensor ternary_functional(const at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2) {
    if (auto y = elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, t1, t2);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& ternary_inplace(at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2) {
    if (elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, &self, true)) return self;
    return fallback<AtenOp>(self, t1, t2);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& ternary_out(const at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2, at::Tensor& out) {
    if (elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, &out, false)) return out;
    return fallback<AtenOp>(self, t1, t2, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor lerp_scalar_functional(const at::Tensor& self, const at::Tensor& end, const at::Scalar& weight) {
    at::Tensor w = wrapped(weight);
    if (auto y = elementwise<V, Dtypes, Promote::none>({&self, &end, &w}, {true, true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, end, weight);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& lerp_scalar_inplace(at::Tensor& self, const at::Tensor& end, const at::Scalar& weight) {
    at::Tensor w = wrapped(weight);
    if (elementwise<V, Dtypes, Promote::none>({&self, &end, &w}, {true, true, true}, &self, true)) return self;
    return fallback<AtenOp>(self, end, weight);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& lerp_scalar_out(const at::Tensor& self, const at::Tensor& end, const at::Scalar& weight, at::Tensor& out) {
    at::Tensor w = wrapped(weight);
    if (elementwise<V, Dtypes, Promote::none>({&self, &end, &w}, {true, true, true}, &out, false)) return out;
    return fallback<AtenOp>(self, end, weight, out);
}

inline bool real(const at::Scalar& s) { return !s.isComplex(); }

template <class V, class Dtypes, class AtenOp>
at::Tensor addc_functional(const at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2, const at::Scalar& value) {
    if (real(value))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, nullptr, false,
                                                           {value.toDouble()}))
            return *y;
    return fallback<AtenOp>(self, t1, t2, value);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& addc_inplace(at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2, const at::Scalar& value) {
    if (real(value) &&
        elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, &self, true, {value.toDouble()}))
        return self;
    return fallback<AtenOp>(self, t1, t2, value);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& addc_out(const at::Tensor& self, const at::Tensor& t1, const at::Tensor& t2, const at::Scalar& value,
                     at::Tensor& out) {
    if (real(value) &&
        elementwise<V, Dtypes, Promote::none>({&self, &t1, &t2}, {true, true, true}, &out, false, {value.toDouble()}))
        return out;
    return fallback<AtenOp>(self, t1, t2, value, out);
}

// ---- where(condition, self, other) and masked_fill (where(mask, value, self)) -----------------
template <class V, class Dtypes, class AtenOp>
at::Tensor where_functional(const at::Tensor& cond, const at::Tensor& self, const at::Tensor& other) {
    if (auto y = elementwise<V, Dtypes, Promote::none>({&cond, &self, &other}, {false, true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(cond, self, other);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& where_out(const at::Tensor& cond, const at::Tensor& self, const at::Tensor& other, at::Tensor& out) {
    if (elementwise<V, Dtypes, Promote::none>({&cond, &self, &other}, {false, true, true}, &out, false)) return out;
    return fallback<AtenOp>(cond, self, other, out);
}

// value (a number, or a 0-dim tensor) as a device scalar of self's dtype
inline std::optional<at::Tensor> fill_value(const at::Tensor& self, const at::Tensor& value) {
    if (value.dim() != 0 || !self.is_privateuseone()) return std::nullopt;
    return operand_as(value.is_privateuseone() ? value : wrapped(value.item()), self.scalar_type(), self.device());
}

template <class V, class Dtypes, class AtenOp>
std::optional<at::Tensor> masked_fill_run(const at::Tensor& self, const at::Tensor& mask, const at::Tensor& value,
                                          const at::Tensor* out) {
    auto v = fill_value(self, value);
    if (!v || !gate<Dtypes>({&self}) || at::infer_size(self.sizes(), mask.sizes()) != self.sizes()) return std::nullopt;
    return elementwise<V, Dtypes, Promote::none>({&mask, &*v, &self}, {false, true, true}, out, out != nullptr);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor masked_fill_scalar_functional(const at::Tensor& self, const at::Tensor& mask, const at::Scalar& value) {
    if (auto y = masked_fill_run<V, Dtypes, AtenOp>(self, mask, wrapped(value), nullptr)) return *y;
    return fallback<AtenOp>(self, mask, value);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& masked_fill_scalar_inplace(at::Tensor& self, const at::Tensor& mask, const at::Scalar& value) {
    if (masked_fill_run<V, Dtypes, AtenOp>(self, mask, wrapped(value), &self)) return self;
    return fallback<AtenOp>(self, mask, value);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor masked_fill_tensor_functional(const at::Tensor& self, const at::Tensor& mask, const at::Tensor& value) {
    if (auto y = masked_fill_run<V, Dtypes, AtenOp>(self, mask, value, nullptr)) return *y;
    return fallback<AtenOp>(self, mask, value);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& masked_fill_tensor_inplace(at::Tensor& self, const at::Tensor& mask, const at::Tensor& value) {
    if (masked_fill_run<V, Dtypes, AtenOp>(self, mask, value, &self)) return self;
    return fallback<AtenOp>(self, mask, value);
}

// ---- cat(tensors, dim) into out: each tensor cast (a copy where its dtype is out's) into its slice --
template <class Dtypes>
bool cat_into(const at::ITensorListRef& tensors, int64_t dim, const at::Tensor& out) {
    std::vector<at::Tensor> ts;
    for (const at::Tensor& t : tensors)
        if (!(t.dim() == 1 && t.size(0) == 0)) ts.push_back(t);  // torch skips legacy empty 1-D tensors
    if (ts.empty() || !out.is_privateuseone() || !allowed<Dtypes>(out.scalar_type())) return false;
    const at::Tensor& ref = ts[0];
    if (ref.dim() == 0) return false;
    int64_t d = c10::maybe_wrap_dim(dim, ref.dim());
    std::vector<int64_t> shape = ref.sizes().vec();
    shape[static_cast<size_t>(d)] = 0;
    for (const at::Tensor& t : ts) {
        if (!t.is_privateuseone() || t.device() != out.device() || !allowed<Dtypes>(t.scalar_type()) || t.dim() != ref.dim())
            return false;
        for (int64_t i = 0; i < t.dim(); ++i)
            if (i != d && t.size(i) != ref.size(i)) return false;  // torch's error, from the fallback
        auto overlap = at::get_overlap_status(out, t);  // torch refuses these two (TooHard: it goes on)
        if (overlap == at::MemOverlapStatus::Full || overlap == at::MemOverlapStatus::Partial) return false;
        shape[static_cast<size_t>(d)] += t.size(d);
    }
    if (!writable(out, at::native::result_type(at::TensorList(ts)), out.device())) return false;
    at::native::resize_output(out, shape);
    int64_t offset = 0;
    for (const at::Tensor& t : ts) {
        native_cast(out.narrow(d, offset, t.size(d)), t);
        offset += t.size(d);
    }
    return true;
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& cat_out(const at::ITensorListRef& tensors, int64_t dim, at::Tensor& out) {
    if (cat_into<Dtypes>(tensors, dim, out)) return out;
    return fallback<AtenOp>(tensors, dim, out);
}

// ---- reductions: y = V(x over dims), keepdim or not; dtype= casts the input first ---------------
// The reduced dims (each once; none given, or an empty list where empty_all: every dim).
inline std::optional<std::vector<bool>> reduced_dims(const at::Tensor& self, at::OptionalIntArrayRef dims, bool empty_all) {
    int64_t nd = std::max<int64_t>(self.dim(), 1);
    std::vector<bool> red(static_cast<size_t>(nd), false);
    if (!dims || dims->empty()) {
        if (dims && !empty_all) return std::nullopt;
        red.assign(red.size(), true);
        return red;
    }
    for (int64_t d : *dims) {
        auto i = static_cast<size_t>(c10::maybe_wrap_dim(d, self.dim()));
        if (red[i]) return std::nullopt;  // torch refuses a dim named twice
        red[i] = true;
    }
    return red;
}

// self reduced by V over `red` in the compute dtype dt into a new tensor or out (resized), its
// dtype ydt (the kernel writes rdt, cast where they differ). nullopt: not served here.
template <class V, class Dtypes>
std::optional<at::Tensor> reduce(const at::Tensor& self, const std::vector<bool>& red, bool keepdim, at::ScalarType dt,
                                 at::ScalarType ydt, const at::Tensor* out) {
    if (!self.is_privateuseone() || !allowed<Dtypes>(dt)) return std::nullopt;
    auto x = operand_as(self, dt, self.device());
    if (!x) return std::nullopt;
    at::Tensor xs = self.dim() == 0 ? x->reshape({1}) : *x;
    std::vector<int64_t> keep, final;
    for (int64_t i = 0; i < xs.dim(); ++i) {
        bool r = red[static_cast<size_t>(i)];
        keep.push_back(r ? 1 : xs.size(i));
        if (!r || keepdim) final.push_back(keep.back());
    }
    if (self.dim() == 0) final.clear();
    at::Tensor y;
    if (out) {
        if (!writable(*out, ydt, self.device()) || out->scalar_type() != ydt || !no_partial_overlap(*out, self))
            return std::nullopt;
        at::native::resize_output(*out, final);
        y = *out;
    } else {
        y = at::empty(final, self.options().dtype(ydt));
    }
    // y with the reduced dims as 1s: the operator's output
    at::Tensor yk = y;
    if (self.dim() == 0) {
        yk = y.reshape({1});
    } else if (!keepdim) {
        for (int64_t i = 0; i < xs.dim(); ++i)
            if (red[static_cast<size_t>(i)]) yk = yk.unsqueeze(i);
    }
    at::ScalarType rdt = result_of<V>(dt);
    if (rdt == ydt) {
        run_op<V>({&yk, &xs});
    } else {
        at::Tensor tmp = at::empty(keep, self.options().dtype(rdt));
        run_op<V>({&tmp, &xs});
        native_cast(yk, tmp);
    }
    return y;
}

// The compute dtype: dtype= where given, else out's (out=), else self's promoted by P.
inline at::ScalarType reduce_dtype(const at::Tensor& self, std::optional<at::ScalarType> dtype, const at::Tensor* out,
                                   Promote p) {
    if (dtype) return *dtype;
    return out ? out->scalar_type() : promoted(self.scalar_type(), p);
}

// sum.dim_IntList, mean.dim: (self, dim?, keepdim, dtype?)
template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor reduce_dims_functional(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim,
                                  std::optional<at::ScalarType> dtype) {
    at::ScalarType dt = reduce_dtype(self, dtype, nullptr, P);
    if (auto red = reduced_dims(self, dim, true))
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, dt, dt, nullptr)) return *y;
    return fallback<AtenOp>(self, dim, keepdim, dtype);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& reduce_dims_out(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim,
                            std::optional<at::ScalarType> dtype, at::Tensor& out) {
    at::ScalarType dt = reduce_dtype(self, dtype, &out, P);
    if (auto red = reduced_dims(self, dim, true))
        if (reduce<V, Dtypes>(self, *red, keepdim, dt, out.scalar_type(), &out)) return out;
    return fallback<AtenOp>(self, dim, keepdim, dtype, out);
}

// prod.dim_int: (self, dim, keepdim, dtype?)
template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor reduce_dim_functional(const at::Tensor& self, int64_t dim, bool keepdim, std::optional<at::ScalarType> dtype) {
    at::ScalarType dt = reduce_dtype(self, dtype, nullptr, P);
    if (auto red = reduced_dims(self, at::IntArrayRef{dim}, true))
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, dt, dt, nullptr)) return *y;
    return fallback<AtenOp>(self, dim, keepdim, dtype);
}

template <class V, class Dtypes, class AtenOp, Promote P = Promote::none>
at::Tensor& reduce_dim_out(const at::Tensor& self, int64_t dim, bool keepdim, std::optional<at::ScalarType> dtype,
                           at::Tensor& out) {
    at::ScalarType dt = reduce_dtype(self, dtype, &out, P);
    if (auto red = reduced_dims(self, at::IntArrayRef{dim}, true))
        if (reduce<V, Dtypes>(self, *red, keepdim, dt, out.scalar_type(), &out)) return out;
    return fallback<AtenOp>(self, dim, keepdim, dtype, out);
}

// amax, amin: (self, dim[] (empty: all), keepdim), self's dtype; a reduced dim of size 0 has no
// maximum (torch raises: the fallback does)
inline bool reduces_empty(const at::Tensor& self, const std::vector<bool>& red) {
    for (int64_t i = 0; i < self.dim(); ++i)
        if (red[static_cast<size_t>(i)] && self.size(i) == 0) return true;
    return false;
}

template <class V, class Dtypes, class AtenOp>
at::Tensor reduce_list_functional(const at::Tensor& self, at::IntArrayRef dim, bool keepdim) {
    auto red = reduced_dims(self, dim, true);
    if (red && !reduces_empty(self, *red))
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr)) return *y;
    return fallback<AtenOp>(self, dim, keepdim);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& reduce_list_out(const at::Tensor& self, at::IntArrayRef dim, bool keepdim, at::Tensor& out) {
    auto red = reduced_dims(self, dim, true);
    if (red && !reduces_empty(self, *red))
        if (reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), &out)) return out;
    return fallback<AtenOp>(self, dim, keepdim, out);
}

// any, all: bool, or uint8 for a uint8 self (torch's rule); the whole tensor, a dim, or dims
inline at::ScalarType test_dtype(const at::Tensor& self) { return self.scalar_type() == at::kByte ? at::kByte : at::kBool; }

template <class V, class Dtypes, class AtenOp>
at::Tensor test_all_functional(const at::Tensor& self) {
    if (auto red = reduced_dims(self, std::nullopt, true))
        if (auto y = reduce<V, Dtypes>(self, *red, false, self.scalar_type(), test_dtype(self), nullptr)) return *y;
    return fallback<AtenOp>(self);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& test_all_out(const at::Tensor& self, at::Tensor& out) {
    if (auto red = reduced_dims(self, std::nullopt, true))
        if (reduce<V, Dtypes>(self, *red, false, self.scalar_type(), test_dtype(self), &out)) return out;
    return fallback<AtenOp>(self, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor test_dim_functional(const at::Tensor& self, int64_t dim, bool keepdim) {
    if (auto red = reduced_dims(self, at::IntArrayRef{dim}, true))
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), test_dtype(self), nullptr)) return *y;
    return fallback<AtenOp>(self, dim, keepdim);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& test_dim_out(const at::Tensor& self, int64_t dim, bool keepdim, at::Tensor& out) {
    if (auto red = reduced_dims(self, at::IntArrayRef{dim}, true))
        if (reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), test_dtype(self), &out)) return out;
    return fallback<AtenOp>(self, dim, keepdim, out);
}

// any.dims / all.dims: an empty list reduces nothing (torch's rule): through the fallback
template <class V, class Dtypes, class AtenOp>
at::Tensor test_dims_functional(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim) {
    if (auto red = reduced_dims(self, dim, false))
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), test_dtype(self), nullptr)) return *y;
    return fallback<AtenOp>(self, dim, keepdim);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& test_dims_out(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim, at::Tensor& out) {
    if (auto red = reduced_dims(self, dim, false))
        if (reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), test_dtype(self), &out)) return out;
    return fallback<AtenOp>(self, dim, keepdim, out);
}

// count_nonzero.dim_IntList: (self, dim[] (empty: all)) -> int64
template <class V, class Dtypes, class AtenOp>
at::Tensor count_functional(const at::Tensor& self, at::IntArrayRef dim) {
    if (auto red = reduced_dims(self, dim, true))
        if (auto y = reduce<V, Dtypes>(self, *red, false, self.scalar_type(), at::kLong, nullptr)) return *y;
    return fallback<AtenOp>(self, dim);
}

// the 2-norm: linalg_vector_norm(self, ord, dim?, keepdim, dtype?) at ord 2, norm.ScalarOpt_dim at p 2
inline bool is_two(const at::Scalar& p) { return !p.isComplex() && p.toDouble() == 2.0; }

template <class V, class Dtypes, class AtenOp>
at::Tensor vector_norm_functional(const at::Tensor& self, const at::Scalar& ord, at::OptionalIntArrayRef dim, bool keepdim,
                                  std::optional<at::ScalarType> dtype) {
    at::ScalarType dt = dtype.value_or(self.scalar_type());
    if (is_two(ord) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (auto y = reduce<V, Dtypes>(self, *red, keepdim, dt, dt, nullptr)) return *y;
    return fallback<AtenOp>(self, ord, dim, keepdim, dtype);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& vector_norm_out(const at::Tensor& self, const at::Scalar& ord, at::OptionalIntArrayRef dim, bool keepdim,
                            std::optional<at::ScalarType> dtype, at::Tensor& out) {
    at::ScalarType dt = dtype.value_or(self.scalar_type());
    if (is_two(ord) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (reduce<V, Dtypes>(self, *red, keepdim, dt, out.scalar_type(), &out)) return out;
    return fallback<AtenOp>(self, ord, dim, keepdim, dtype, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor norm_dim_functional(const at::Tensor& self, const std::optional<at::Scalar>& p, at::IntArrayRef dim, bool keepdim) {
    if ((!p || is_two(*p)) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr)) return *y;
    return fallback<AtenOp>(self, p, dim, keepdim);
}

// ---- embedding(weight, indices, ...): rows of a 2-D table by int32/int64 ids ---------------
template <class V, class Dtypes, class AtenOp>
at::Tensor embedding_functional(const at::Tensor& weight, const at::Tensor& indices, int64_t padding_idx,
                                bool scale_grad_by_freq, bool sparse) {
    bool ids = (indices.scalar_type() == at::kInt || indices.scalar_type() == at::kLong) && indices.is_privateuseone() &&
               indices.device() == weight.device();
    if (ids && weight.dim() == 2 && gate<Dtypes>({&weight})) {
        std::vector<int64_t> shape(indices.sizes().begin(), indices.sizes().end());
        shape.push_back(weight.size(1));
        at::Tensor out = at::empty(shape, weight.options());
        run_embedding(out, weight, indices);
        return out;
    }
    return fallback<AtenOp>(weight, indices, padding_idx, scale_grad_by_freq, sparse);
}

// ---- softmax: _softmax(self, dim, half_to_float) ----------------------------------------------
template <class V, class Dtypes, class AtenOp>
at::Tensor softmax_functional(const at::Tensor& self, int64_t dim, bool half_to_float) {
    if (!half_to_float && self.dim() > 0 && gate<Dtypes>({&self})) {
        at::Tensor out = at::empty(self.sizes(), self.options());
        run_softmax(out, self, c10::maybe_wrap_dim(dim, self.dim()));
        return out;
    }
    return fallback<AtenOp>(self, dim, half_to_float);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& softmax_out(const at::Tensor& self, int64_t dim, bool half_to_float, at::Tensor& out) {
    if (!half_to_float && self.dim() > 0 && gate<Dtypes>({&self, &out}) && no_partial_overlap(out, self)) {
        at::native::resize_output(out, self.sizes());
        run_softmax(out, self, c10::maybe_wrap_dim(dim, self.dim()));
        return out;
    }
    return fallback<AtenOp>(self, dim, half_to_float, out);
}

// ---- matmul through gemm: mm, bmm (2-D, 3-D), addmm (beta * self + alpha * mat1 @ mat2) -------
inline bool mat_shapes(const at::Tensor& a, const at::Tensor& b, int64_t ndim) {
    return a.dim() == ndim && b.dim() == ndim && a.size(-1) == b.size(-2) && (ndim == 2 || a.size(0) == b.size(0));
}

inline std::vector<int64_t> mat_out_shape(const at::Tensor& a, const at::Tensor& b) {
    std::vector<int64_t> s(a.sizes().begin(), a.sizes().end() - 1);
    s.push_back(b.size(-1));
    return s;
}

template <class V, class Dtypes, class AtenOp, int64_t ndim>
at::Tensor mm_functional(const at::Tensor& self, const at::Tensor& mat2) {
    if (mat_shapes(self, mat2, ndim) && gate<Dtypes>({&self, &mat2})) {
        at::Tensor out = at::empty(mat_out_shape(self, mat2), self.options());
        run_gemm(out, self, mat2, 1.0f, 0.0f);
        return out;
    }
    return fallback<AtenOp>(self, mat2);
}

template <class V, class Dtypes, class AtenOp, int64_t ndim>
at::Tensor& mm_out(const at::Tensor& self, const at::Tensor& mat2, at::Tensor& out) {
    if (mat_shapes(self, mat2, ndim) && gate<Dtypes>({&self, &mat2, &out}) && no_partial_overlap(out, self) &&
        no_partial_overlap(out, mat2)) {
        at::native::resize_output(out, mat_out_shape(self, mat2));
        run_gemm(out, self, mat2, 1.0f, 0.0f);
        return out;
    }
    return fallback<AtenOp>(self, mat2, out);
}

inline bool addmm_args(const at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2, const at::Scalar& beta,
                       const at::Scalar& alpha) {
    if (!mat_shapes(m1, m2, 2) || beta.isComplex() || alpha.isComplex()) return false;
    std::vector<int64_t> shape{m1.size(0), m2.size(1)};
    return at::is_expandable_to(self.sizes(), shape);
}

// out = beta * self + alpha * m1 @ m2, with out already shaped [m, n]
inline void addmm_into(const at::Tensor& out, const at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2,
                       const at::Scalar& beta, const at::Scalar& alpha) {
    float b = static_cast<float>(beta.toDouble());
    if (b != 0.0f && !out.is_same(self)) native_rearrange(out, self.expand(out.sizes()));
    run_gemm(out, m1, m2, static_cast<float>(alpha.toDouble()), b);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor addmm_functional(const at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2, const at::Scalar& beta,
                            const at::Scalar& alpha) {
    if (addmm_args(self, m1, m2, beta, alpha) && gate<Dtypes>({&self, &m1, &m2})) {
        at::Tensor out = at::empty({m1.size(0), m2.size(1)}, self.options());
        addmm_into(out, self, m1, m2, beta, alpha);
        return out;
    }
    return fallback<AtenOp>(self, m1, m2, beta, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& addmm_inplace(at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2, const at::Scalar& beta,
                          const at::Scalar& alpha) {
    if (addmm_args(self, m1, m2, beta, alpha) && gate<Dtypes>({&self, &m1, &m2}) && self.dim() == 2 &&
        self.size(0) == m1.size(0) && self.size(1) == m2.size(1) && no_partial_overlap(self, m1) &&
        no_partial_overlap(self, m2)) {
        addmm_into(self, self, m1, m2, beta, alpha);
        return self;
    }
    return fallback<AtenOp>(self, m1, m2, beta, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& addmm_out(const at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2, const at::Scalar& beta,
                      const at::Scalar& alpha, at::Tensor& out) {
    if (addmm_args(self, m1, m2, beta, alpha) && gate<Dtypes>({&self, &m1, &m2, &out}) && no_partial_overlap(out, m1) &&
        no_partial_overlap(out, m2) && (out.is_same(self) || at::get_overlap_status(out, self) == at::MemOverlapStatus::No)) {
        at::native::resize_output(out, {m1.size(0), m2.size(1)});
        addmm_into(out, self, m1, m2, beta, alpha);
        return out;
    }
    return fallback<AtenOp>(self, m1, m2, beta, alpha, out);
}

}  // namespace anyrt_torch
