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
#include <ATen/ops/convolution.h>
#include <ATen/ops/convolution_backward.h>
#include <ATen/ops/native_batch_norm.h>
#include <ATen/Dispatch.h>
#include <ATen/ops/abs.h>
#include <ATen/ops/amax.h>
#include <ATen/ops/amin.h>
#include <ATen/ops/ne.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/neg.h>
#include <c10/core/WrapDimMinimal.h>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>
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

// An int_array attribute's values from its max_len slots (the generated traits pass .data()).
template <size_t N>
std::array<int64_t, N> int_array(const double* a) {
    std::array<int64_t, N> v{};
    for (size_t i = 0; i < N; ++i) v[i] = static_cast<int64_t>(a[i]);
    return v;
}

// Appends an int_array attribute's values to attrs, padded to its max_len slots N.
template <size_t N = 3>
void push_ints(std::vector<double>& attrs, at::IntArrayRef v) {
    for (size_t i = 0; i < N; ++i) attrs.push_back(i < v.size() ? static_cast<double>(v[i]) : 0.0);
}

// Runs the operator V on tensors (outputs first, then inputs, in the spec's order; null: an absent
// optional one) and attributes (create-time first, int_arrays in max_len slots and the length
// after them: they key the cached descriptor), on torch's current stream.
template <class V>
void run_op(std::initializer_list<const at::Tensor*> ts, const std::vector<double>& a) {
    const at::Tensor& first = **ts.begin();
    if (first.numel() == 0) return;
    int device = first.device().index();
    DeviceSwitch sw(device);
    std::vector<int64_t> key(V::n_create);
    for (size_t i = 0; i < V::n_create; ++i) std::memcpy(&key[i], &a[i], sizeof key[i]);
    std::vector<void*> p;
    for (const at::Tensor* t : ts) p.push_back(t ? t->data_ptr() : nullptr);
    Cached c = descriptor(V::key, device, ts, key, [&](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) {
        return V::create(h, d, t, a.data());
    });
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) { return V::run(d, w, n, p.data(), a.data(), s); });
}

template <class V>
void run_op(std::initializer_list<const at::Tensor*> ts, std::initializer_list<double> attrs = {}) {
    run_op<V>(ts, std::vector<double>(attrs));
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

inline const at::Tensor* present(const std::optional<at::Tensor>& t) { return t && t->defined() ? &*t : nullptr; }

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

// ---- gelu(self, approximate): V for "none" (the erf form), T for "tanh" --------------------------
// (gelutanh has gelu's dtypes: Dtypes gates both)
template <class V, class Dtypes, class T>
std::optional<at::Tensor> gelu_run(c10::string_view approximate, const at::Tensor& self, const at::Tensor* out, bool inplace) {
    if (approximate == "none") return elementwise<V, Dtypes, Promote::none>({&self}, {true}, out, inplace);
    if (approximate == "tanh") return elementwise<T, Dtypes, Promote::none>({&self}, {true}, out, inplace);
    return std::nullopt;
}

template <class V, class Dtypes, class AtenOp, class T>
at::Tensor gelu_functional(const at::Tensor& self, c10::string_view approximate) {
    if (auto y = gelu_run<V, Dtypes, T>(approximate, self, nullptr, false)) return *y;
    return fallback<AtenOp>(self, approximate);
}

template <class V, class Dtypes, class AtenOp, class T>
at::Tensor& gelu_inplace(at::Tensor& self, c10::string_view approximate) {
    if (gelu_run<V, Dtypes, T>(approximate, self, &self, true)) return self;
    return fallback<AtenOp>(self, approximate);
}

template <class V, class Dtypes, class AtenOp, class T>
at::Tensor& gelu_out(const at::Tensor& self, c10::string_view approximate, at::Tensor& out) {
    if (gelu_run<V, Dtypes, T>(approximate, self, &out, false)) return out;
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

// ---- mul: bool * bool is logical_and (L): torch's isfinite / isclose multiply masks
struct BoolDtypes {
    static constexpr anyrt_dtype_t list[] = {ANYRT_DTYPE_BOOL};
};

template <class V, class Dtypes, class L>
std::optional<at::Tensor> mul_run(const at::Tensor& self, const at::Tensor& other, const at::Tensor* out, bool inplace) {
    if (at::native::result_type(self, other) == at::kBool)
        return elementwise<L, BoolDtypes, Promote::none>({&self, &other}, {true, true}, out, inplace);
    return elementwise<V, Dtypes, Promote::none>({&self, &other}, {true, true}, out, inplace);
}

template <class V, class Dtypes, class AtenOp, class L>
at::Tensor mul_functional(const at::Tensor& self, const at::Tensor& other) {
    if (auto y = mul_run<V, Dtypes, L>(self, other, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, class L>
at::Tensor& mul_inplace(at::Tensor& self, const at::Tensor& other) {
    if (mul_run<V, Dtypes, L>(self, other, &self, true)) return self;
    return fallback<AtenOp>(self, other);
}

template <class V, class Dtypes, class AtenOp, class L>
at::Tensor& mul_out(const at::Tensor& self, const at::Tensor& other, at::Tensor& out) {
    if (mul_run<V, Dtypes, L>(self, other, &out, false)) return out;
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

// rsub: other - self (the binary operator with its operands swapped); alpha must be 1
template <class V, class Dtypes, class AtenOp>
at::Tensor rsub_functional(const at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha) {
    if (alpha_is_one(alpha))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&other, &self}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor rsub_scalar_functional(const at::Tensor& self, const at::Scalar& other, const at::Scalar& alpha) {
    at::Tensor a = wrapped(other);
    if (alpha_is_one(alpha))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&a, &self}, {true, true}, nullptr, false)) return *y;
    return fallback<AtenOp>(self, other, alpha);
}

// A Python number as a float attribute of the operator (32-bit) on a tensor of dtype t: exact,
// or t's own precision below a float's (a float64 tensor with 0.1: the fallback).
inline bool f32_exact(const at::Scalar& v, at::ScalarType t) {
    if (v.isComplex()) return false;
    double d = v.toDouble();
    return t != at::kDouble || std::isnan(d) || static_cast<double>(static_cast<float>(d)) == d;
}

// ---- unary with two Python numbers as the operator's attributes (hardtanh's bounds, softplus's
// beta and threshold)
template <class V, class Dtypes, class AtenOp>
at::Tensor unary_attrs_functional(const at::Tensor& self, const at::Scalar& a, const at::Scalar& b) {
    if (f32_exact(a, self.scalar_type()) && f32_exact(b, self.scalar_type()))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self}, {true}, nullptr, false, {a.toDouble(), b.toDouble()}))
            return *y;
    return fallback<AtenOp>(self, a, b);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attrs_inplace(at::Tensor& self, const at::Scalar& a, const at::Scalar& b) {
    if (f32_exact(a, self.scalar_type()) && f32_exact(b, self.scalar_type()) &&
        elementwise<V, Dtypes, Promote::none>({&self}, {true}, &self, true, {a.toDouble(), b.toDouble()}))
        return self;
    return fallback<AtenOp>(self, a, b);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attrs_out(const at::Tensor& self, const at::Scalar& a, const at::Scalar& b, at::Tensor& out) {
    if (f32_exact(a, self.scalar_type()) && f32_exact(b, self.scalar_type()) &&
        elementwise<V, Dtypes, Promote::none>({&self}, {true}, &out, false, {a.toDouble(), b.toDouble()}))
        return out;
    return fallback<AtenOp>(self, a, b, out);
}

// ---- unary with one or three Python numbers as attributes (leaky_relu's slope, the shrinks'
// lambd; elu's alpha, scale and input_scale, which celu and selu call with theirs)
inline bool all_f32_exact(std::initializer_list<const at::Scalar*> vs, at::ScalarType t) {
    for (const at::Scalar* v : vs)
        if (!f32_exact(*v, t)) return false;
    return true;
}

template <class V, class Dtypes, class AtenOp>
at::Tensor unary_attr_functional(const at::Tensor& self, const at::Scalar& a) {
    if (f32_exact(a, self.scalar_type()))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self}, {true}, nullptr, false, {a.toDouble()})) return *y;
    return fallback<AtenOp>(self, a);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attr_inplace(at::Tensor& self, const at::Scalar& a) {
    if (f32_exact(a, self.scalar_type()) && elementwise<V, Dtypes, Promote::none>({&self}, {true}, &self, true, {a.toDouble()}))
        return self;
    return fallback<AtenOp>(self, a);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attr_out(const at::Tensor& self, const at::Scalar& a, at::Tensor& out) {
    if (f32_exact(a, self.scalar_type()) && elementwise<V, Dtypes, Promote::none>({&self}, {true}, &out, false, {a.toDouble()}))
        return out;
    return fallback<AtenOp>(self, a, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor unary_attrs3_functional(const at::Tensor& self, const at::Scalar& a, const at::Scalar& b, const at::Scalar& c) {
    if (all_f32_exact({&a, &b, &c}, self.scalar_type()))
        if (auto y = elementwise<V, Dtypes, Promote::none>({&self}, {true}, nullptr, false,
                                                           {a.toDouble(), b.toDouble(), c.toDouble()}))
            return *y;
    return fallback<AtenOp>(self, a, b, c);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attrs3_inplace(at::Tensor& self, const at::Scalar& a, const at::Scalar& b, const at::Scalar& c) {
    if (all_f32_exact({&a, &b, &c}, self.scalar_type()) &&
        elementwise<V, Dtypes, Promote::none>({&self}, {true}, &self, true, {a.toDouble(), b.toDouble(), c.toDouble()}))
        return self;
    return fallback<AtenOp>(self, a, b, c);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& unary_attrs3_out(const at::Tensor& self, const at::Scalar& a, const at::Scalar& b, const at::Scalar& c,
                             at::Tensor& out) {
    if (all_f32_exact({&a, &b, &c}, self.scalar_type()) &&
        elementwise<V, Dtypes, Promote::none>({&self}, {true}, &out, false, {a.toDouble(), b.toDouble(), c.toDouble()}))
        return out;
    return fallback<AtenOp>(self, a, b, c, out);
}

// ---- nan_to_num(self, nan?, posinf?, neginf?): an absent bound is self's dtype's largest (lowest)
// finite value, as torch's; float64's is no f32 (the fallback)
inline std::optional<std::vector<double>> nan_to_num_attrs(const at::Tensor& self, std::optional<double> nan,
                                                           std::optional<double> posinf, std::optional<double> neginf) {
    if (!at::isFloatingType(self.scalar_type()) || self.scalar_type() == at::kDouble) return std::nullopt;
    double big = 0;
    AT_DISPATCH_FLOATING_TYPES_AND2(at::kHalf, at::kBFloat16, self.scalar_type(), "nan_to_num",
                                    [&] { big = static_cast<double>(std::numeric_limits<scalar_t>::max()); });
    std::vector<double> a{nan.value_or(0.0), posinf.value_or(big), neginf.value_or(-big)};
    for (double v : a)
        if (std::isnan(v) || (std::isfinite(v) && static_cast<double>(static_cast<float>(v)) != v)) return std::nullopt;
    return a;
}

template <class V, class Dtypes>
std::optional<at::Tensor> nan_to_num_run(const at::Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                                         std::optional<double> neginf, const at::Tensor* out, bool inplace) {
    auto a = nan_to_num_attrs(self, nan, posinf, neginf);
    if (!a) return std::nullopt;
    return elementwise<V, Dtypes, Promote::none>({&self}, {true}, out, inplace, {(*a)[0], (*a)[1], (*a)[2]});
}

template <class V, class Dtypes, class AtenOp>
at::Tensor nan_to_num_functional(const at::Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                                 std::optional<double> neginf) {
    if (auto y = nan_to_num_run<V, Dtypes>(self, nan, posinf, neginf, nullptr, false)) return *y;
    return fallback<AtenOp>(self, nan, posinf, neginf);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& nan_to_num_inplace(at::Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                               std::optional<double> neginf) {
    if (nan_to_num_run<V, Dtypes>(self, nan, posinf, neginf, &self, true)) return self;
    return fallback<AtenOp>(self, nan, posinf, neginf);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& nan_to_num_out(const at::Tensor& self, std::optional<double> nan, std::optional<double> posinf,
                           std::optional<double> neginf, at::Tensor& out) {
    if (nan_to_num_run<V, Dtypes>(self, nan, posinf, neginf, &out, false)) return out;
    return fallback<AtenOp>(self, nan, posinf, neginf, out);
}

// ---- log_sigmoid_forward: (output, buffer), buffer = exp(-|self|) as torch's CPU kernel leaves it
// (its log_sigmoid_backward reads it: through the fallback the backward stays right)
template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor> log_sigmoid_functional(const at::Tensor& self) {
    if (auto y = elementwise<V, Dtypes, Promote::none>({&self}, {true}, nullptr, false))
        return {*y, at::exp(at::neg(at::abs(self)))};
    return fallback<AtenOp>(self);
}

template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor&, at::Tensor&> log_sigmoid_out(const at::Tensor& self, at::Tensor& output, at::Tensor& buffer) {
    if (elementwise<V, Dtypes, Promote::none>({&self}, {true}, &output, false) && writable(buffer, self.scalar_type(), self.device())) {
        at::native::resize_output(buffer, self.sizes());
        at::exp_out(buffer, at::neg(at::abs(self)));
        return {output, buffer};
    }
    return fallback<AtenOp>(self, output, buffer);
}

// ---- clamp: minimum(maximum(self, min), max) (V maximum, M minimum): torch's order, so min > max
// gives max and a NaN anywhere gives NaN; the bounds Python numbers or tensors, either absent
template <class V, class Dtypes, class M>
std::optional<at::Tensor> clamp_run(const at::Tensor& self, const at::Tensor* lo, const at::Tensor* hi, const at::Tensor* out) {
    if (!lo && !hi) return std::nullopt;  // torch raises: the fallback does
    at::Tensor y = self;
    if (lo) {
        auto r = elementwise<V, Dtypes, Promote::none>({&self, lo}, {true, true}, nullptr, false);
        if (!r) return std::nullopt;
        y = *r;
    }
    if (hi) {
        auto r = elementwise<M, Dtypes, Promote::none>({&y, hi}, {true, true}, nullptr, false);
        if (!r) return std::nullopt;
        y = *r;
    }
    if (!out) return y;
    if (!writable(*out, y.scalar_type(), y.device()) || at::get_overlap_status(*out, self) == at::MemOverlapStatus::Partial)
        return std::nullopt;
    at::native::resize_output(*out, y.sizes());
    out->copy_(y);
    return *out;
}

inline std::optional<at::Tensor> bound(const std::optional<at::Scalar>& s) {
    return s ? std::optional<at::Tensor>(wrapped(*s)) : std::nullopt;
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor clamp_functional(const at::Tensor& self, const std::optional<at::Scalar>& min, const std::optional<at::Scalar>& max) {
    auto lo = bound(min), hi = bound(max);
    if (auto y = clamp_run<V, Dtypes, M>(self, present(lo), present(hi), nullptr)) return *y;
    return fallback<AtenOp>(self, min, max);
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor& clamp_inplace(at::Tensor& self, const std::optional<at::Scalar>& min, const std::optional<at::Scalar>& max) {
    auto lo = bound(min), hi = bound(max);
    if (clamp_run<V, Dtypes, M>(self, present(lo), present(hi), &self)) return self;
    return fallback<AtenOp>(self, min, max);
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor& clamp_out(const at::Tensor& self, const std::optional<at::Scalar>& min, const std::optional<at::Scalar>& max,
                      at::Tensor& out) {
    auto lo = bound(min), hi = bound(max);
    if (clamp_run<V, Dtypes, M>(self, present(lo), present(hi), &out)) return out;
    return fallback<AtenOp>(self, min, max, out);
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor clamp_tensor_functional(const at::Tensor& self, const std::optional<at::Tensor>& min,
                                   const std::optional<at::Tensor>& max) {
    if (auto y = clamp_run<V, Dtypes, M>(self, present(min), present(max), nullptr)) return *y;
    return fallback<AtenOp>(self, min, max);
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor& clamp_tensor_inplace(at::Tensor& self, const std::optional<at::Tensor>& min, const std::optional<at::Tensor>& max) {
    if (clamp_run<V, Dtypes, M>(self, present(min), present(max), &self)) return self;
    return fallback<AtenOp>(self, min, max);
}

template <class V, class Dtypes, class AtenOp, class M>
at::Tensor& clamp_tensor_out(const at::Tensor& self, const std::optional<at::Tensor>& min, const std::optional<at::Tensor>& max,
                             at::Tensor& out) {
    if (clamp_run<V, Dtypes, M>(self, present(min), present(max), &out)) return out;
    return fallback<AtenOp>(self, min, max, out);
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

template <class V, class Dtypes, class AtenOp, class T>
at::Tensor gelu_backward_functional(const at::Tensor& grad, const at::Tensor& self, c10::string_view approximate) {
    std::optional<at::Tensor> y;
    if (approximate == "none") y = elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, nullptr, false);
    if (approximate == "tanh") y = elementwise<T, Dtypes, Promote::none>({&grad, &self}, {true, true}, nullptr, false);
    if (y) return *y;
    return fallback<AtenOp>(grad, self, approximate);
}

template <class V, class Dtypes, class AtenOp, class T>
at::Tensor& gelu_backward_out(const at::Tensor& grad, const at::Tensor& self, c10::string_view approximate, at::Tensor& out) {
    if (approximate == "none" && elementwise<V, Dtypes, Promote::none>({&grad, &self}, {true, true}, &out, false)) return out;
    if (approximate == "tanh" && elementwise<T, Dtypes, Promote::none>({&grad, &self}, {true, true}, &out, false)) return out;
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
                                 at::ScalarType ydt, const at::Tensor* out, const std::vector<double>& attrs = {}) {
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
        run_op<V>({&yk, &xs}, attrs);
    } else {
        at::Tensor tmp = at::empty(keep, self.options().dtype(rdt));
        run_op<V>({&tmp, &xs}, attrs);
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

// var.correction, std.correction: (self, dim? (none or empty: all), correction? (none: 1), keepdim)
// in self's dtype; a negative correction: the fallback
inline std::optional<std::vector<double>> correction_attr(const std::optional<at::Scalar>& c) {
    double v = c ? (c->isComplex() ? -1.0 : c->toDouble()) : 1.0;
    if (!(v >= 0.0)) return std::nullopt;
    return std::vector<double>{v};
}

template <class V, class Dtypes, class AtenOp>
at::Tensor moments_functional(const at::Tensor& self, at::OptionalIntArrayRef dim, const std::optional<at::Scalar>& correction,
                              bool keepdim) {
    auto red = reduced_dims(self, dim, true);
    if (auto a = correction_attr(correction); a && red)
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr, *a)) return *y;
    return fallback<AtenOp>(self, dim, correction, keepdim);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& moments_out(const at::Tensor& self, at::OptionalIntArrayRef dim, const std::optional<at::Scalar>& correction,
                        bool keepdim, at::Tensor& out) {
    auto red = reduced_dims(self, dim, true);
    if (auto a = correction_attr(correction); a && red && out.scalar_type() == self.scalar_type())
        if (reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), &out, *a)) return out;
    return fallback<AtenOp>(self, dim, correction, keepdim, out);
}

// var_mean.correction, std_mean.correction: V's result and the mean (M) over the same dims
template <class V, class Dtypes, class AtenOp, class M>
std::tuple<at::Tensor, at::Tensor> moments_mean_functional(const at::Tensor& self, at::OptionalIntArrayRef dim,
                                                           const std::optional<at::Scalar>& correction, bool keepdim) {
    auto red = reduced_dims(self, dim, true);
    if (auto a = correction_attr(correction); a && red)
        if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr, *a))
            if (auto m = reduce<M, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr))
                return {*y, *m};
    return fallback<AtenOp>(self, dim, correction, keepdim);
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

// Another order than 2, of the device's kernels: inf (-inf) the largest (smallest) |x|, 0 the count of
// nonzeros, 1 the sum of |x|, else sum(|x|^p)^(1/p); nullopt where not served (torch raises for
// inf over no elements: the fallback does).
inline std::optional<at::Tensor> pnorm(const at::Tensor& self, const at::Scalar& ord, at::OptionalIntArrayRef dim,
                                       bool keepdim, std::optional<at::ScalarType> dtype) {
    if (ord.isComplex() || !at::isFloatingType(self.scalar_type()) || !self.is_privateuseone()) return std::nullopt;
    if (dtype && !at::isFloatingType(*dtype)) return std::nullopt;
    at::Tensor x = dtype && *dtype != self.scalar_type() ? self.to(*dtype) : self;
    double p = ord.toDouble();
    at::IntArrayRef dims = dim ? *dim : at::IntArrayRef{};
    if (std::isinf(p)) {
        if (x.numel() == 0) return std::nullopt;
        return p > 0 ? at::amax(at::abs(x), dims, keepdim) : at::amin(at::abs(x), dims, keepdim);
    }
    if (p == 0) return at::sum(at::ne(x, 0).to(x.scalar_type()), dims, keepdim, std::nullopt);
    if (p == 1) return at::sum(at::abs(x), dims, keepdim, std::nullopt);
    return at::pow(at::sum(at::pow(at::abs(x), p), dims, keepdim, std::nullopt), 1.0 / p);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor vector_norm_functional(const at::Tensor& self, const at::Scalar& ord, at::OptionalIntArrayRef dim, bool keepdim,
                                  std::optional<at::ScalarType> dtype) {
    at::ScalarType dt = dtype.value_or(self.scalar_type());
    if (is_two(ord) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (auto y = reduce<V, Dtypes>(self, *red, keepdim, dt, dt, nullptr)) return *y;
    if (!is_two(ord))
        if (auto y = pnorm(self, ord, dim, keepdim, dtype)) return *y;
    return fallback<AtenOp>(self, ord, dim, keepdim, dtype);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& vector_norm_out(const at::Tensor& self, const at::Scalar& ord, at::OptionalIntArrayRef dim, bool keepdim,
                            std::optional<at::ScalarType> dtype, at::Tensor& out) {
    at::ScalarType dt = dtype.value_or(self.scalar_type());
    if (is_two(ord) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (reduce<V, Dtypes>(self, *red, keepdim, dt, out.scalar_type(), &out)) return out;
    if (!is_two(ord) && writable(out, dt, self.device()))
        if (auto y = pnorm(self, ord, dim, keepdim, dtype)) {
            at::native::resize_output(out, y->sizes());
            return out.copy_(*y);
        }
    return fallback<AtenOp>(self, ord, dim, keepdim, dtype, out);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor norm_dim_functional(const at::Tensor& self, const std::optional<at::Scalar>& p, at::IntArrayRef dim, bool keepdim) {
    if ((!p || is_two(*p)) && at::isFloatingType(self.scalar_type()))
        if (auto red = reduced_dims(self, dim, true))
            if (auto y = reduce<V, Dtypes>(self, *red, keepdim, self.scalar_type(), self.scalar_type(), nullptr)) return *y;
    if (p && !is_two(*p))
        if (auto y = pnorm(self, *p, dim, keepdim, std::nullopt)) return *y;
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

// ---- convolutions: convolution_overrideable and its backward (torch routes a PrivateUse1 conv
// there, and their default kernels raise, so these refuse what anyrt's conv cannot with a clear
// error instead of falling back). groups run as one conv per group on channel slices.
inline std::vector<int64_t> ints_of(c10::SymIntArrayRef v) { return C10_AS_INTARRAYREF_SLOW(v).vec(); }

// pads, strides, dilations (each padded to 3 slots) and n: conv's create-time attributes
inline std::vector<double> conv_attrs(const std::vector<int64_t>& pad, const std::vector<int64_t>& stride,
                                      const std::vector<int64_t>& dilation) {
    std::vector<double> a;
    push_ints(a, pad);
    push_ints(a, stride);
    push_ints(a, dilation);
    a.push_back(static_cast<double>(pad.size()));
    return a;
}

// Whether anyrt's conv serves this convolution: 1-D to 3-D, not transposed, no output_padding, one
// dtype it has for input, weight (and bias) on one anyrt device, groups splitting the channels.
template <class Dtypes>
bool conv_native(const at::Tensor& input, const at::Tensor& weight, const at::Tensor* bias, const std::vector<int64_t>& stride,
                 const std::vector<int64_t>& pad, const std::vector<int64_t>& dilation, bool transposed,
                 const std::vector<int64_t>& output_padding, int64_t groups) {
    int64_t n = input.dim() - 2;
    if (transposed || n < 1 || n > 3 || weight.dim() != input.dim()) return false;
    if (static_cast<int64_t>(stride.size()) != n || static_cast<int64_t>(pad.size()) != n ||
        static_cast<int64_t>(dilation.size()) != n)
        return false;
    for (int64_t p : output_padding)
        if (p != 0) return false;
    if (groups < 1 || input.size(1) % groups != 0 || weight.size(0) % groups != 0 || weight.size(1) * groups != input.size(1))
        return false;
    std::initializer_list<const at::Tensor*> ts = {&input, &weight};
    if (!gate<Dtypes>(ts)) return false;
    return !bias || (bias->device() == input.device() && bias->scalar_type() == input.scalar_type());
}

// A convolution anyrt's conv does not serve (transposed, output_padding, a dtype it lacks) runs as
// the CPU's at::convolution (or its backward) on host copies, counted as a fallback: torch's default
// convolution_overrideable raises, so the boxed fallback cannot serve it.
template <class V, class Dtypes, class AtenOp>
at::Tensor conv_functional(const at::Tensor& input, const at::Tensor& weight, const std::optional<at::Tensor>& bias,
                           c10::SymIntArrayRef stride_, c10::SymIntArrayRef padding_, c10::SymIntArrayRef dilation_,
                           bool transposed, c10::SymIntArrayRef output_padding_, c10::SymInt groups_) {
    auto stride = ints_of(stride_), pad = ints_of(padding_), dilation = ints_of(dilation_);
    auto output_padding = ints_of(output_padding_);
    int64_t groups = groups_.expect_int();
    const at::Tensor* b = bias && bias->defined() ? &*bias : nullptr;
    if (!conv_native<Dtypes>(input, weight, b, stride, pad, dilation, transposed, output_padding, groups)) {
        note_fallback("aten::convolution_overrideable");
        std::optional<at::Tensor> hb = b ? std::optional<at::Tensor>(b->cpu()) : std::nullopt;
        return at::convolution(input.cpu(), weight.cpu(), hb, stride, pad, dilation, transposed, output_padding, groups)
            .to(input.device());
    }
    std::vector<int64_t> shape{input.size(0), weight.size(0)};
    for (size_t i = 0; i < pad.size(); ++i) {
        int64_t in = input.size(static_cast<int64_t>(i) + 2), k = weight.size(static_cast<int64_t>(i) + 2);
        shape.push_back((in + 2 * pad[i] - dilation[i] * (k - 1) - 1) / stride[i] + 1);
        TORCH_CHECK(shape.back() > 0, "convolution: the kernel is larger than the padded input");
    }
    at::Tensor y = at::empty(shape, input.options());
    auto a = conv_attrs(pad, stride, dilation);
    int64_t cin = input.size(1) / groups, cout = weight.size(0) / groups;
    for (int64_t g = 0; g < groups; ++g) {
        at::Tensor yg = y.narrow(1, g * cout, cout), xg = input.narrow(1, g * cin, cin), wg = weight.narrow(0, g * cout, cout);
        std::optional<at::Tensor> bg = b ? std::optional<at::Tensor>(b->narrow(0, g * cout, cout)) : std::nullopt;
        run_op<V>({&yg, &xg, &wg, bg ? &*bg : nullptr}, a);
    }
    return y;
}

// convolution_backward_overrideable: dx through V (conv_backward_data), dw and db through F
// (conv_backward_filter), as output_mask asks
template <class V, class Dtypes, class AtenOp, class F>
std::tuple<at::Tensor, at::Tensor, at::Tensor> conv_backward_functional(
    const at::Tensor& grad, const at::Tensor& input, const at::Tensor& weight, c10::SymIntArrayRef stride_,
    c10::SymIntArrayRef padding_, c10::SymIntArrayRef dilation_, bool transposed, c10::SymIntArrayRef output_padding_,
    c10::SymInt groups_, std::array<bool, 3> mask) {
    auto stride = ints_of(stride_), pad = ints_of(padding_), dilation = ints_of(dilation_);
    auto output_padding = ints_of(output_padding_);
    int64_t groups = groups_.expect_int();
    if (!conv_native<Dtypes>(input, weight, nullptr, stride, pad, dilation, transposed, output_padding, groups) ||
        grad.device() != input.device() || grad.scalar_type() != input.scalar_type()) {
        note_fallback("aten::convolution_backward_overrideable");
        std::vector<int64_t> bias_sizes{grad.size(1)};
        auto [dx, dw, db] = at::convolution_backward(grad.cpu(), input.cpu(), weight.cpu(), bias_sizes, stride, pad, dilation,
                                                     transposed, output_padding, groups, mask);
        auto back = [&](const at::Tensor& t) { return t.defined() ? t.to(input.device()) : t; };
        return {back(dx), back(dw), back(db)};
    }
    auto a = conv_attrs(pad, stride, dilation);
    at::Tensor dx, dw, db;
    if (mask[0]) dx = at::empty(input.sizes(), input.options());
    if (mask[1] || mask[2]) dw = at::empty(weight.sizes(), weight.options());
    if (mask[2]) db = at::empty({weight.size(0)}, weight.options());
    int64_t cin = input.size(1) / groups, cout = weight.size(0) / groups;
    for (int64_t g = 0; g < groups; ++g) {
        at::Tensor dyg = grad.narrow(1, g * cout, cout), xg = input.narrow(1, g * cin, cin), wg = weight.narrow(0, g * cout, cout);
        if (mask[0]) {
            at::Tensor dxg = dx.narrow(1, g * cin, cin);
            run_op<V>({&dxg, &dyg, &wg, &xg}, a);
        }
        if (mask[1] || mask[2]) {
            at::Tensor dwg = dw.narrow(0, g * cout, cout);
            std::optional<at::Tensor> dbg = mask[2] ? std::optional<at::Tensor>(db.narrow(0, g * cout, cout)) : std::nullopt;
            run_op<F>({&dwg, dbg ? &*dbg : nullptr, &dyg, &xg, &wg}, a);
        }
    }
    if (!mask[1]) dw = at::Tensor();
    return {dx, dw, db};
}

// ---- pooling: max_pool2d_with_indices, avg_pool2d and their backwards; ceil_mode, dilation,
// divisor_override: through the fallback
inline std::optional<std::vector<int64_t>> pair_of(at::IntArrayRef v, at::IntArrayRef otherwise) {
    if (v.empty()) v = otherwise;
    if (v.size() == 1) return std::vector<int64_t>{v[0], v[0]};
    if (v.size() == 2) return v.vec();
    return std::nullopt;
}

inline bool ones(at::IntArrayRef v) {
    for (int64_t d : v)
        if (d != 1) return false;
    return true;
}

// kernel_size, strides, pads (3 slots each), [count_include_pad], n = 2; nullopt: not served
inline std::optional<std::vector<double>> pool_attrs(at::IntArrayRef kernel, at::IntArrayRef stride, at::IntArrayRef padding,
                                                     std::optional<bool> count_include_pad) {
    auto k = pair_of(kernel, {}), s = pair_of(stride, kernel), p = pair_of(padding, {0});
    if (!k || !s || !p) return std::nullopt;
    std::vector<double> a;
    push_ints(a, *k);
    push_ints(a, *s);
    push_ints(a, *p);
    if (count_include_pad) a.push_back(*count_include_pad ? 1.0 : 0.0);
    a.push_back(2.0);
    return a;
}

inline std::vector<int64_t> pool_shape(const at::Tensor& x, const std::vector<double>& a) {
    std::vector<int64_t> shape{x.size(0), x.size(1)};
    for (int i = 0; i < 2; ++i) {
        auto k = static_cast<int64_t>(a[i]), st = static_cast<int64_t>(a[3 + i]), p = static_cast<int64_t>(a[6 + i]);
        shape.push_back((x.size(2 + i) + 2 * p - k) / st + 1);
    }
    return shape;
}

// x batched as 4-D (an unbatched 3-D input gets a batch of 1)
inline at::Tensor batched(const at::Tensor& x) { return x.dim() == 3 ? x.unsqueeze(0) : x; }

template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor> max_pool2d_functional(const at::Tensor& self, at::IntArrayRef kernel, at::IntArrayRef stride,
                                                         at::IntArrayRef padding, at::IntArrayRef dilation, bool ceil_mode) {
    auto a = pool_attrs(kernel, stride, padding, std::nullopt);
    if (a && !ceil_mode && ones(dilation) && (self.dim() == 3 || self.dim() == 4) && gate<Dtypes>({&self})) {
        at::Tensor x = batched(self);
        auto shape = pool_shape(x, *a);
        if (shape[2] > 0 && shape[3] > 0 && 2 * (*a)[6] <= (*a)[0] && 2 * (*a)[7] <= (*a)[1]) {
            at::Tensor y = at::empty(shape, x.options()), idx = at::empty(shape, x.options().dtype(at::kLong));
            run_op<V>({&y, &idx, &x}, *a);
            if (self.dim() == 3) return {y.squeeze(0), idx.squeeze(0)};
            return {y, idx};
        }
    }
    return fallback<AtenOp>(self, kernel, stride, padding, dilation, ceil_mode);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor max_pool2d_backward_functional(const at::Tensor& grad, const at::Tensor& self, at::IntArrayRef kernel,
                                          at::IntArrayRef stride, at::IntArrayRef padding, at::IntArrayRef dilation,
                                          bool ceil_mode, const at::Tensor& indices) {
    auto a = pool_attrs(kernel, stride, padding, std::nullopt);
    if (a && !ceil_mode && ones(dilation) && (self.dim() == 3 || self.dim() == 4) && gate<Dtypes>({&self, &grad}) &&
        indices.is_privateuseone() && indices.device() == self.device() && indices.scalar_type() == at::kLong &&
        grad.sizes() == indices.sizes()) {
        at::Tensor x = batched(self), dy = batched(grad), idx = batched(indices);
        if (c10::IntArrayRef(pool_shape(x, *a)) == dy.sizes()) {
            at::Tensor dx = at::empty(x.sizes(), x.options());
            run_op<V>({&dx, &dy, &idx, &x}, *a);
            return self.dim() == 3 ? dx.squeeze(0) : dx;
        }
    }
    return fallback<AtenOp>(grad, self, kernel, stride, padding, dilation, ceil_mode, indices);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor avg_pool2d_functional(const at::Tensor& self, at::IntArrayRef kernel, at::IntArrayRef stride, at::IntArrayRef padding,
                                 bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override) {
    auto a = pool_attrs(kernel, stride, padding, count_include_pad);
    if (a && !ceil_mode && !divisor_override && (self.dim() == 3 || self.dim() == 4) && gate<Dtypes>({&self})) {
        at::Tensor x = batched(self);
        auto shape = pool_shape(x, *a);
        if (shape[2] > 0 && shape[3] > 0 && 2 * (*a)[6] <= (*a)[0] && 2 * (*a)[7] <= (*a)[1]) {
            at::Tensor y = at::empty(shape, x.options());
            run_op<V>({&y, &x}, *a);
            return self.dim() == 3 ? y.squeeze(0) : y;
        }
    }
    return fallback<AtenOp>(self, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor avg_pool2d_backward_functional(const at::Tensor& grad, const at::Tensor& self, at::IntArrayRef kernel,
                                          at::IntArrayRef stride, at::IntArrayRef padding, bool ceil_mode,
                                          bool count_include_pad, std::optional<int64_t> divisor_override) {
    auto a = pool_attrs(kernel, stride, padding, count_include_pad);
    if (a && !ceil_mode && !divisor_override && (self.dim() == 3 || self.dim() == 4) && gate<Dtypes>({&self, &grad})) {
        at::Tensor x = batched(self), dy = batched(grad);
        if (c10::IntArrayRef(pool_shape(x, *a)) == dy.sizes()) {
            at::Tensor dx = at::empty(x.sizes(), x.options());
            run_op<V>({&dx, &dy, &x}, *a);
            return self.dim() == 3 ? dx.squeeze(0) : dx;
        }
    }
    return fallback<AtenOp>(grad, self, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override);
}

// ---- batch norm: training through batch_norm (V), eval through batch_norm_inference (I); the
// input as [N, C, positions]

template <class Dtypes>
bool bn_gate(const at::Tensor& input, std::initializer_list<const at::Tensor*> ts) {
    if (input.dim() < 2 || !gate<Dtypes>({&input})) return false;
    for (const at::Tensor* t : ts)
        if (t && (!t->is_privateuseone() || t->device() != input.device() || t->scalar_type() != input.scalar_type() ||
                  t->dim() != 1 || t->size(0) != input.size(1)))
            return false;
    return true;
}

// momentum only updates the running stats (training): eval ignores it, as torch does (any value)
inline bool momentum_ok(bool training, double momentum) { return !training || (momentum >= 0 && momentum <= 1); }

inline at::Tensor as_ncs(const at::Tensor& x) { return x.reshape({x.size(0), x.size(1), -1}); }

// y, save_mean, save_invstd of a batch norm; running stats updated in place when training
template <class V, class I>
std::tuple<at::Tensor, at::Tensor, at::Tensor> bn_run(const at::Tensor& input, const at::Tensor* w, const at::Tensor* b,
                                                      const at::Tensor* rm, const at::Tensor* rv, bool training,
                                                      double momentum, double eps) {
    at::Tensor x = as_ncs(input);
    at::Tensor y = at::empty(x.sizes(), x.options());
    if (training) {
        at::Tensor mean = at::empty({x.size(1)}, x.options()), invstd = at::empty({x.size(1)}, x.options());
        run_op<V>({&y, &mean, &invstd, rm, rv, &x, w, b}, {momentum, eps});
        return {y.view(input.sizes()), mean, invstd};
    }
    run_op<I>({&y, &x, rm, rv, w, b}, {eps});
    return {y.view(input.sizes()), at::empty({0}, x.options()), at::empty({0}, x.options())};
}

template <class V, class Dtypes, class AtenOp, class I>
std::tuple<at::Tensor, at::Tensor, at::Tensor> batch_norm_functional(
    const at::Tensor& input, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
    const std::optional<at::Tensor>& running_mean, const std::optional<at::Tensor>& running_var, bool training,
    double momentum, double eps) {
    const at::Tensor *w = present(weight), *b = present(bias), *rm = present(running_mean), *rv = present(running_var);
    if (bn_gate<Dtypes>(input, {w, b, rm, rv}) && (training || (rm && rv)) && (rm == nullptr) == (rv == nullptr) &&
        momentum_ok(training, momentum) && eps >= 0)
        return bn_run<V, I>(input, w, b, rm, rv, training, momentum, eps);
    if (training && (rm || rv)) {
        // native_batch_norm's schema does not mark the running stats written (its kernels write
        // them), so the boxed fallback would not copy them back: host copies, written back here
        note_fallback("aten::native_batch_norm");
        auto host = [](const std::optional<at::Tensor>& t) {
            return t && t->defined() ? std::optional<at::Tensor>(t->cpu()) : std::optional<at::Tensor>();
        };
        auto hrm = host(running_mean), hrv = host(running_var);
        auto [y, mean, invstd] = at::native_batch_norm(input.cpu(), host(weight), host(bias), hrm, hrv, training, momentum, eps);
        if (rm) rm->copy_(*hrm);
        if (rv) rv->copy_(*hrv);
        at::Device dev = input.is_privateuseone() ? input.device() : (rm ? rm->device() : rv->device());
        return {y.to(dev), mean.to(dev), invstd.to(dev)};
    }
    return fallback<AtenOp>(input, weight, bias, running_mean, running_var, training, momentum, eps);
}

// _native_batch_norm_legit: the running stats given (training or not)
template <class V, class Dtypes, class AtenOp, class I>
std::tuple<at::Tensor, at::Tensor, at::Tensor> batch_norm_legit_functional(
    const at::Tensor& input, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
    at::Tensor& running_mean, at::Tensor& running_var, bool training, double momentum, double eps) {
    const at::Tensor *w = present(weight), *b = present(bias);
    if (bn_gate<Dtypes>(input, {w, b, &running_mean, &running_var}) && momentum_ok(training, momentum) && eps >= 0)
        return bn_run<V, I>(input, w, b, &running_mean, &running_var, training, momentum, eps);
    return fallback<AtenOp>(input, weight, bias, running_mean, running_var, training, momentum, eps);
}

// _native_batch_norm_legit_no_training: eval with the running stats
template <class V, class Dtypes, class AtenOp, class I>
std::tuple<at::Tensor, at::Tensor, at::Tensor> batch_norm_eval_functional(
    const at::Tensor& input, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
    const at::Tensor& running_mean, const at::Tensor& running_var, double momentum, double eps) {
    const at::Tensor *w = present(weight), *b = present(bias);
    if (bn_gate<Dtypes>(input, {w, b, &running_mean, &running_var}) && eps >= 0)
        return bn_run<V, I>(input, w, b, &running_mean, &running_var, false, momentum, eps);
    return fallback<AtenOp>(input, weight, bias, running_mean, running_var, momentum, eps);
}

// native_batch_norm_backward: eval's statistics are the running ones (invstd computed here)
template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor, at::Tensor> batch_norm_backward_functional(
    const at::Tensor& grad, const at::Tensor& input, const std::optional<at::Tensor>& weight,
    const std::optional<at::Tensor>& running_mean, const std::optional<at::Tensor>& running_var,
    const std::optional<at::Tensor>& save_mean, const std::optional<at::Tensor>& save_invstd, bool train, double eps,
    std::array<bool, 3> mask) {
    const at::Tensor *w = present(weight), *rm = present(running_mean), *rv = present(running_var);
    const at::Tensor *sm = present(save_mean), *si = present(save_invstd);
    bool ok = bn_gate<Dtypes>(input, {w}) && grad.is_privateuseone() && grad.device() == input.device() &&
              grad.scalar_type() == input.scalar_type() && grad.sizes() == input.sizes() &&
              (train ? bn_gate<Dtypes>(input, {sm, si}) && sm && si : bn_gate<Dtypes>(input, {rm, rv}) && rm && rv);
    if (ok) {
        at::Tensor mean = train ? *sm : *rm;
        at::Tensor invstd = train ? *si : at::rsqrt(at::add(*rv, eps));
        at::Tensor x = as_ncs(input), dy = as_ncs(grad);
        at::Tensor dx = at::empty(x.sizes(), x.options());
        at::Tensor dw = at::empty({x.size(1)}, x.options()), db = at::empty({x.size(1)}, x.options());
        run_op<V>({&dx, &dw, &db, &dy, &x, &mean, &invstd, w}, {train ? 1.0 : 0.0});
        return {mask[0] ? dx.view(input.sizes()) : at::Tensor(), mask[1] ? dw : at::Tensor(), mask[2] ? db : at::Tensor()};
    }
    return fallback<AtenOp>(grad, input, weight, running_mean, running_var, save_mean, save_invstd, train, eps, mask);
}

// ---- training rows: log_softmax, the softmax backwards, nll_loss, embedding and layer_norm's
// backward ------------------------------------------------------------------------------------
template <class V, class Dtypes, class AtenOp>
at::Tensor log_softmax_functional(const at::Tensor& self, int64_t dim, bool half_to_float) {
    if (!half_to_float && self.dim() > 0 && gate<Dtypes>({&self})) {
        at::Tensor out = at::empty(self.sizes(), self.options());
        run_op<V>({&out, &self}, {static_cast<double>(c10::maybe_wrap_dim(dim, self.dim()))});
        return out;
    }
    return fallback<AtenOp>(self, dim, half_to_float);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& log_softmax_out(const at::Tensor& self, int64_t dim, bool half_to_float, at::Tensor& out) {
    if (!half_to_float && self.dim() > 0 && gate<Dtypes>({&self, &out}) && no_partial_overlap(out, self)) {
        at::native::resize_output(out, self.sizes());
        run_op<V>({&out, &self}, {static_cast<double>(c10::maybe_wrap_dim(dim, self.dim()))});
        return out;
    }
    return fallback<AtenOp>(self, dim, half_to_float, out);
}

// _softmax_backward_data / _log_softmax_backward_data(grad_output, output, dim, input_dtype):
// input_dtype must be grad's (no half_to_float forward)
template <class V, class Dtypes, class AtenOp>
at::Tensor softmax_backward_functional(const at::Tensor& grad, const at::Tensor& output, int64_t dim,
                                       at::ScalarType input_dtype) {
    if (grad.dim() > 0 && input_dtype == grad.scalar_type() && grad.sizes() == output.sizes() &&
        gate<Dtypes>({&grad, &output})) {
        at::Tensor dx = at::empty(grad.sizes(), grad.options());
        run_op<V>({&dx, &grad, &output}, {static_cast<double>(c10::maybe_wrap_dim(dim, grad.dim()))});
        return dx;
    }
    return fallback<AtenOp>(grad, output, dim, input_dtype);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& softmax_backward_out(const at::Tensor& grad, const at::Tensor& output, int64_t dim, at::ScalarType input_dtype,
                                 at::Tensor& out) {
    if (grad.dim() > 0 && input_dtype == grad.scalar_type() && grad.sizes() == output.sizes() &&
        gate<Dtypes>({&grad, &output, &out}) && no_partial_overlap(out, grad) && no_partial_overlap(out, output)) {
        at::native::resize_output(out, grad.sizes());
        run_op<V>({&out, &grad, &output}, {static_cast<double>(c10::maybe_wrap_dim(dim, grad.dim()))});
        return out;
    }
    return fallback<AtenOp>(grad, output, dim, input_dtype, out);
}

// nll_loss_forward(self [N, C] or [C], target, weight?, reduction, ignore_index): no weight, an
// ignore_index outside [0, C) (the operator's loss there is 0); mean and sum by the reductions
inline bool nll_args(const at::Tensor& self, const at::Tensor& target, const std::optional<at::Tensor>& weight,
                     int64_t ignore_index) {
    return !present(weight) && (self.dim() == 1 || self.dim() == 2) && target.dim() == self.dim() - 1 &&
           (self.dim() == 1 || target.size(0) == self.size(0)) && target.is_privateuseone() &&
           target.device() == self.device() && (target.scalar_type() == at::kLong || target.scalar_type() == at::kInt) &&
           (ignore_index < 0 || ignore_index >= self.size(-1));
}

inline at::Tensor count_valid(const at::Tensor& target, int64_t ignore_index, at::ScalarType dt) {
    return at::sum(at::ne(target, ignore_index), at::OptionalIntArrayRef{}, false, dt);
}

template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor> nll_loss_functional(const at::Tensor& self, const at::Tensor& target,
                                                       const std::optional<at::Tensor>& weight, int64_t reduction,
                                                       c10::SymInt ignore_index_) {
    int64_t ignore_index = ignore_index_.expect_int();
    if (nll_args(self, target, weight, ignore_index) && gate<Dtypes>({&self}) && reduction >= 0 && reduction <= 2) {
        at::Tensor x = self.dim() == 1 ? self.unsqueeze(0) : self, t = self.dim() == 1 ? target.unsqueeze(0) : target;
        at::Tensor y = at::empty({x.size(0)}, x.options());
        run_op<V>({&y, &x, &t});
        if (self.dim() == 1) y = y.squeeze(0);
        if (reduction == 0) return {y, at::empty({}, self.options())};
        at::Tensor total = count_valid(target, ignore_index, self.scalar_type());
        at::Tensor sum = at::sum(y, at::OptionalIntArrayRef{}, false, std::nullopt);
        return {reduction == 1 ? at::div(sum, total) : sum, total};
    }
    return fallback<AtenOp>(self, target, weight, reduction, ignore_index);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor nll_loss_backward_functional(const at::Tensor& grad, const at::Tensor& self, const at::Tensor& target,
                                        const std::optional<at::Tensor>& weight, int64_t reduction,
                                        c10::SymInt ignore_index_, const at::Tensor& total_weight) {
    int64_t ignore_index = ignore_index_.expect_int();
    if (nll_args(self, target, weight, ignore_index) && gate<Dtypes>({&self, &grad}) && reduction >= 0 && reduction <= 2 &&
        (reduction == 0 ? grad.sizes() == target.sizes() : grad.numel() == 1) &&
        (reduction != 1 || gate<Dtypes>({&self, &total_weight}))) {
        at::Tensor x = self.dim() == 1 ? self.unsqueeze(0) : self, t = self.dim() == 1 ? target.unsqueeze(0) : target;
        at::Tensor g = reduction == 1 ? at::div(grad.reshape({}), total_weight) : reduction == 2 ? grad.reshape({}) : grad;
        at::Tensor dy = g.reshape(reduction == 0 ? t.sizes() : c10::IntArrayRef{}).expand(t.sizes()).contiguous();
        at::Tensor dx = at::empty(x.sizes(), x.options());
        run_op<V>({&dx, &dy, &x, &t});
        return self.dim() == 1 ? dx.squeeze(0) : dx;
    }
    return fallback<AtenOp>(grad, self, target, weight, reduction, ignore_index, total_weight);
}

// embedding_dense_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq): rows
// summed per id into zeros; scale_grad_by_freq through the fallback
template <class V, class Dtypes, class AtenOp>
at::Tensor embedding_backward_functional(const at::Tensor& grad, const at::Tensor& indices, c10::SymInt num_weights_,
                                         c10::SymInt padding_idx_, bool scale_grad_by_freq) {
    int64_t v = num_weights_.expect_int(), padding_idx = padding_idx_.expect_int();
    if (!scale_grad_by_freq && grad.dim() >= 1 && gate<Dtypes>({&grad}) && indices.is_privateuseone() &&
        indices.device() == grad.device() && (indices.scalar_type() == at::kLong || indices.scalar_type() == at::kInt)) {
        int64_t d = grad.size(-1);
        at::Tensor dy = grad.reshape({-1, d}), ids = indices.reshape({-1});
        if (dy.size(0) == ids.size(0)) {
            at::Tensor dw = at::zeros({v, d}, grad.options());
            run_op<V>({&dw, &dy, &ids}, {static_cast<double>(padding_idx < 0 || padding_idx >= v ? -1 : padding_idx)});
            return dw;
        }
    }
    return fallback<AtenOp>(grad, indices, v, padding_idx, scale_grad_by_freq);
}

// native_layer_norm(input, normalized_shape, weight?, bias?, eps) -> (out, mean, rstd): the rows
// are the normalized_shape's elements; the operator gives (x - mean) / std and std, from which
// mean (x's row mean) and rstd (1 / std) are made for torch's backward
inline std::optional<int64_t> ln_rows(const at::Tensor& input, c10::SymIntArrayRef normalized_shape) {
    auto ns = C10_AS_INTARRAYREF_SLOW(normalized_shape);
    int64_t axis = input.dim() - static_cast<int64_t>(ns.size());
    if (ns.empty() || axis < 0 || input.sizes().slice(static_cast<size_t>(axis)) != ns) return std::nullopt;
    return axis;
}

inline std::vector<int64_t> ln_stat_shape(const at::Tensor& input, int64_t axis) {
    std::vector<int64_t> s(input.sizes().begin(), input.sizes().begin() + axis);
    s.resize(static_cast<size_t>(input.dim()), 1);
    return s;
}

template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor, at::Tensor> layer_norm_functional(const at::Tensor& input,
                                                                     c10::SymIntArrayRef normalized_shape,
                                                                     const std::optional<at::Tensor>& weight,
                                                                     const std::optional<at::Tensor>& bias, double eps) {
    auto axis = ln_rows(input, normalized_shape);
    const at::Tensor *w = present(weight), *b = present(bias);
    bool ok = axis && gate<Dtypes>({&input}) && eps >= 0;
    for (const at::Tensor* t : {w, b})
        ok = ok && (!t || (gate<Dtypes>({&input, t}) && t->sizes() == input.sizes().slice(static_cast<size_t>(*axis))));
    if (ok && input.numel() > 0) {
        int64_t d = 1;
        for (int64_t i = *axis; i < input.dim(); ++i) d *= input.size(i);
        at::Tensor x = input.reshape({-1, d});
        at::Tensor wd = w ? w->reshape({d}) : at::ones({d}, input.options());
        std::optional<at::Tensor> bd = b ? std::optional<at::Tensor>(b->reshape({d})) : std::nullopt;
        at::Tensor y = at::empty(x.sizes(), x.options()), xhat = at::empty(x.sizes(), x.options());
        at::Tensor sd = at::empty({x.size(0)}, x.options());
        run_op<V>({&y, &xhat, &sd, &x, &wd, bd ? &*bd : nullptr}, {eps});
        auto stat = ln_stat_shape(input, *axis);
        at::Tensor mean = at::mean(x, at::IntArrayRef{1}, false, std::nullopt).view(stat);
        return {y.view(input.sizes()), mean, at::reciprocal(sd).view(stat)};
    }
    return fallback<AtenOp>(input, C10_AS_INTARRAYREF_SLOW(normalized_shape), weight, bias, eps);
}

template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor, at::Tensor> layer_norm_backward_functional(
    const at::Tensor& grad, const at::Tensor& input, c10::SymIntArrayRef normalized_shape, const at::Tensor& mean,
    const at::Tensor& rstd, const std::optional<at::Tensor>& weight, const std::optional<at::Tensor>& bias,
    std::array<bool, 3> mask) {
    auto axis = ln_rows(input, normalized_shape);
    const at::Tensor* w = present(weight);
    bool ok = axis && gate<Dtypes>({&input, &grad, &mean, &rstd}) && grad.sizes() == input.sizes() &&
              (!w || (gate<Dtypes>({&input, w}) && w->sizes() == input.sizes().slice(static_cast<size_t>(*axis))));
    if (ok && input.numel() > 0) {
        int64_t d = 1;
        for (int64_t i = *axis; i < input.dim(); ++i) d *= input.size(i);
        at::Tensor x = input.reshape({-1, d}), dy = grad.reshape({-1, d});
        at::Tensor m = mean.reshape({-1, 1}), r = rstd.reshape({-1, 1});
        at::Tensor xhat = at::mul(at::sub(x, m), r), sd = at::reciprocal(r).reshape({-1});
        at::Tensor wd = w ? w->reshape({d}) : at::ones({d}, input.options());
        at::Tensor dx = at::empty(x.sizes(), x.options()), dw = at::empty({d}, x.options());
        std::optional<at::Tensor> db = mask[2] ? std::optional<at::Tensor>(at::empty({d}, x.options())) : std::nullopt;
        run_op<V>({&dx, &dw, db ? &*db : nullptr, &dy, &xhat, &sd, &wd});
        at::IntArrayRef ws = input.sizes().slice(static_cast<size_t>(*axis));
        return {mask[0] ? dx.view(input.sizes()) : at::Tensor(), mask[1] && w ? dw.view(ws) : at::Tensor(),
                mask[2] && present(bias) ? db->view(ws) : at::Tensor()};
    }
    return fallback<AtenOp>(grad, input, C10_AS_INTARRAYREF_SLOW(normalized_shape), mean, rstd, weight, bias, mask);
}

// ---- indexing and ordering: the operators work along the last dim; another dim is moved there
// by a view (movedim) and the results moved back -------------------------------------------------
inline bool f32_exact(const at::Scalar& s) {
    if (s.isComplex()) return false;
    double v = s.toDouble();
    return std::isfinite(v) && static_cast<double>(static_cast<float>(v)) == v;
}

// an index tensor on x's device: int64 (long_only: torch's rule for gather/scatter) or int32
// a and b share no memory: torch answers TooHard for any non-dense view (a column of nonzero()'s
// result, say) before it looks at the storages; other storages cannot overlap.
inline bool apart(const at::Tensor& a, const at::Tensor& b) {
    at::MemOverlapStatus s = at::get_overlap_status(a, b);
    return s == at::MemOverlapStatus::No || (s == at::MemOverlapStatus::TooHard && !a.storage().is_alias_of(b.storage()));
}

inline bool index_on(const at::Tensor& index, const at::Tensor& x, bool long_only) {
    return index.is_privateuseone() && index.device() == x.device() &&
           (index.scalar_type() == at::kLong || (!long_only && index.scalar_type() == at::kInt));
}

// arange.start_out(start, end, step, out): y[i] = start + i * step; start and step must be f32
// values (the operator's attributes), an integer out's bounds and step integers
template <class V, class Dtypes, class AtenOp>
at::Tensor& arange_out(const at::Scalar& start, const at::Scalar& end, const at::Scalar& step, at::Tensor& out) {
    bool integral = at::isIntegralType(out.scalar_type(), /*includeBool=*/true);
    auto whole = [](const at::Scalar& v) { return std::floor(v.toDouble()) == v.toDouble(); };
    if (f32_exact(start) && f32_exact(step) && !end.isComplex() && std::isfinite(end.toDouble()) && step.toDouble() != 0 &&
        (!integral || (whole(start) && whole(end) && whole(step))) && out.is_privateuseone() &&
        allowed<Dtypes>(out.scalar_type()) && at::has_internal_overlap(out) != at::MemOverlap::Yes) {
        double s = start.toDouble(), e = end.toDouble(), st = step.toDouble();
        double n = std::ceil((e - s) / st);
        if (n >= 0 && n < 9.0e15 && ((st > 0 && e >= s) || (st < 0 && e <= s))) {
            auto size = static_cast<int64_t>(n);
            if (out.numel() != size) out.resize_({size});
            if (out.dim() == 1) {
                run_op<V>({&out}, {s, st});
                return out;
            }
        }
    }
    return fallback<AtenOp>(start, end, step, out);
}

// linspace.out(start, end, steps, out): steps values from start to end, both included (the operator's
// symmetric form, as torch's); start and end must be f32 values (the operator's attributes)
template <class V, class Dtypes, class AtenOp>
at::Tensor& linspace_out(const at::Scalar& start, const at::Scalar& end, int64_t steps, at::Tensor& out) {
    TORCH_CHECK(steps >= 0, "linspace: number of steps must be non-negative");
    if (f32_exact(start) && f32_exact(end) && out.is_privateuseone() && allowed<Dtypes>(out.scalar_type()) &&
        at::has_internal_overlap(out) != at::MemOverlap::Yes) {
        if (out.numel() != steps) out.resize_({steps});
        if (out.dim() == 1) {
            // an integer out: torch takes start and end in its dtype first (truncated), then steps in double
            bool integral = at::isIntegralType(out.scalar_type(), /*includeBool=*/true);
            double s = integral ? std::trunc(start.toDouble()) : start.toDouble();
            double e = integral ? std::trunc(end.toDouble()) : end.toDouble();
            if (steps > 0) run_op<V>({&out}, {s, e});
            return out;
        }
    }
    return fallback<AtenOp>(start, end, steps, out);
}

// argmax / argmin(self, dim?, keepdim) -> int64: no dim: over the flattened self
template <class V, class Dtypes>
std::optional<at::Tensor> arg_reduce(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim) {
    if (!gate<Dtypes>({&self}) || self.numel() == 0) return std::nullopt;
    at::Tensor x;
    std::vector<int64_t> shape;
    if (!dim) {
        x = self.reshape({-1});
        if (keepdim) shape.assign(static_cast<size_t>(self.dim()), 1);
    } else if (self.dim() == 0) {
        c10::maybe_wrap_dim(*dim, 0);
        x = self.reshape({1});
    } else {
        int64_t d = c10::maybe_wrap_dim(*dim, self.dim());
        x = self.movedim(d, -1);
        shape = self.sizes().vec();
        if (keepdim) {
            shape[static_cast<size_t>(d)] = 1;
        } else {
            shape.erase(shape.begin() + d);
        }
    }
    at::Tensor y = at::empty(x.sizes().slice(0, static_cast<size_t>(x.dim() - 1)), self.options().dtype(at::kLong));
    run_op<V>({&y, &x});
    return y.reshape(shape);  // y's rows are in the result's order: movedim keeps the other dims'
}

template <class V, class Dtypes, class AtenOp>
at::Tensor arg_reduce_functional(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim) {
    if (auto y = arg_reduce<V, Dtypes>(self, dim, keepdim)) return *y;
    return fallback<AtenOp>(self, dim, keepdim);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& arg_reduce_out(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim, at::Tensor& out) {
    if (out.is_privateuseone() && out.device() == self.device() && out.scalar_type() == at::kLong &&
        at::get_overlap_status(out, self) == at::MemOverlapStatus::No)
        if (auto y = arg_reduce<V, Dtypes>(self, dim, keepdim)) {
            at::native::resize_output(out, y->sizes());
            native_cast(out, *y);
            return out;
        }
    return fallback<AtenOp>(self, dim, keepdim, out);
}

// max.dim / min.dim(self, dim, keepdim) -> (values, indices): the values by R (amax / amin), the
// indices by V (argmax / argmin)
template <class V, class Dtypes, class AtenOp, class R>
std::tuple<at::Tensor, at::Tensor> max_dim_functional(const at::Tensor& self, int64_t dim, bool keepdim) {
    if (self.dim() > 0)
        if (auto i = arg_reduce<V, Dtypes>(self, dim, keepdim)) {
            int64_t d = c10::maybe_wrap_dim(dim, self.dim());
            return {R::call(self, at::IntArrayRef{d}, keepdim), *i};
        }
    return fallback<AtenOp>(self, dim, keepdim);
}

// topk(self, k, dim, largest, sorted): sorted only (torch's order for unsorted is its own)
template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor> topk_functional(const at::Tensor& self, c10::SymInt k_, int64_t dim, bool largest,
                                                   bool sorted) {
    int64_t k = k_.expect_int();
    if (sorted && self.dim() > 0 && gate<Dtypes>({&self})) {
        int64_t d = c10::maybe_wrap_dim(dim, self.dim());
        at::Tensor x = self.movedim(d, -1);
        if (k >= 0 && k <= x.size(-1)) {
            std::vector<int64_t> s = x.sizes().vec();
            s.back() = k;
            at::Tensor v = at::empty(s, self.options()), i = at::empty(s, self.options().dtype(at::kLong));
            run_op<V>({&v, &i, &x}, {static_cast<double>(k), largest ? 1.0 : 0.0});
            return {v.movedim(-1, d).contiguous(), i.movedim(-1, d).contiguous()};
        }
    }
    return fallback<AtenOp>(self, k, dim, largest, sorted);
}

// sort.stable(self, stable?, dim, descending): the operator is stable (a valid unstable order too)
template <class V, class Dtypes, class AtenOp>
std::tuple<at::Tensor, at::Tensor> sort_functional(const at::Tensor& self, std::optional<bool> stable, int64_t dim,
                                                   bool descending) {
    if (self.dim() > 0 && gate<Dtypes>({&self})) {
        int64_t d = c10::maybe_wrap_dim(dim, self.dim());
        at::Tensor x = self.movedim(d, -1);
        at::Tensor v = at::empty(x.sizes(), self.options()), i = at::empty(x.sizes(), self.options().dtype(at::kLong));
        run_op<V>({&v, &i, &x}, {descending ? 1.0 : 0.0});
        return {v.movedim(-1, d).contiguous(), i.movedim(-1, d).contiguous()};
    }
    return fallback<AtenOp>(self, stable, dim, descending);
}

// cumsum / cumprod(self, dim, dtype?): dtype= (else out's, else self's with integers as int64)
// casts self first; the scan into a new tensor, cast into out
template <class V, class Dtypes, Promote P>
std::optional<at::Tensor> scan(const at::Tensor& self, int64_t dim, std::optional<at::ScalarType> dtype, const at::Tensor* out) {
    at::ScalarType dt = reduce_dtype(self, dtype, out, P);
    if (!self.is_privateuseone() || !allowed<Dtypes>(dt) || (out && (dtype && *dtype != out->scalar_type())))
        return std::nullopt;
    int64_t d = c10::maybe_wrap_dim(dim, std::max<int64_t>(self.dim(), 1));
    auto x = operand_as(self, dt, self.device());
    if (!x) return std::nullopt;
    at::Tensor xs = self.dim() == 0 ? x->reshape({1}) : *x;
    at::Tensor y = at::empty(xs.sizes(), xs.options());
    run_op<V>({&y, &xs}, {static_cast<double>(d), 0.0, 0.0});
    return self.dim() == 0 ? y.reshape({}) : y;
}

template <class V, class Dtypes, class AtenOp, Promote P>
at::Tensor scan_functional(const at::Tensor& self, int64_t dim, std::optional<at::ScalarType> dtype) {
    if (auto y = scan<V, Dtypes, P>(self, dim, dtype, nullptr)) return *y;
    return fallback<AtenOp>(self, dim, dtype);
}

template <class V, class Dtypes, class AtenOp, Promote P>
at::Tensor& scan_out(const at::Tensor& self, int64_t dim, std::optional<at::ScalarType> dtype, at::Tensor& out) {
    if (writable(out, out.scalar_type(), self.device()))
        if (auto y = scan<V, Dtypes, P>(self, dim, dtype, &out)) {
            at::native::resize_output(out, self.sizes());
            native_cast(out, *y);
            return out;
        }
    return fallback<AtenOp>(self, dim, dtype, out);
}

// gather(self, dim, index, sparse_grad): out[..] = self[.. index ..] along dim; self's other dims
// cut to index's (torch reads only those)
template <class V, class Dtypes, class AtenOp>
at::Tensor gather_functional(const at::Tensor& self, int64_t dim, const at::Tensor& index, bool sparse_grad) {
    if (self.dim() > 0 && index.dim() == self.dim() && index_on(index, self, false) && gate<Dtypes>({&self})) {
        int64_t d = c10::maybe_wrap_dim(dim, self.dim());
        // the operator takes int64 positions: an int32 index is cast on the device
        at::Tensor index64 = index.scalar_type() == at::kLong ? index : index.to(at::kLong);
        at::Tensor x = self;
        bool fits = true;
        for (int64_t i = 0; i < self.dim(); ++i)
            if (i != d) {
                fits = fits && index.size(i) <= self.size(i);
                if (fits) x = x.narrow(i, 0, index.size(i));
            }
        if (fits) {
            at::Tensor xm = x.movedim(d, -1), im = index64.movedim(d, -1);
            at::Tensor y = at::empty(im.sizes(), self.options());
            run_op<V>({&y, &xm, &im});
            return y.movedim(-1, d).contiguous();
        }
    }
    return fallback<AtenOp>(self, dim, index, sparse_grad);
}

// index_select(self, dim, index): the same positions of dim for every other index
template <class V, class Dtypes, class AtenOp>
at::Tensor index_select_functional(const at::Tensor& self, int64_t dim, const at::Tensor& index) {
    if (self.dim() == 0 && index.numel() == 1 && (dim == 0 || dim == -1))  // a 0-dim self: torch's result is 0-dim too
        return index_select_functional<V, Dtypes, AtenOp>(self.reshape(at::IntArrayRef{1}), 0, index).reshape(at::IntArrayRef{});
    if (self.dim() > 0 && index.dim() <= 1 && index_on(index, self, false) && gate<Dtypes>({&self})) {
        int64_t d = c10::maybe_wrap_dim(dim, self.dim());
        at::Tensor xm = self.movedim(d, -1), idx = index.reshape({-1});
        std::vector<int64_t> s = xm.sizes().vec();
        s.back() = idx.numel();
        at::Tensor y = at::empty(s, self.options());
        run_op<V>({&y, &xm, &idx});
        return y.movedim(-1, d).contiguous();
    }
    return fallback<AtenOp>(self, dim, index);
}

// scatter_add into y (self's clone, or self): y's and src's dims cut to index's (torch writes
// only those), y both the operator's y and x (it may be)
template <class V, class Dtypes>
bool scatter_add_args(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& src) {
    if (self.dim() == 0 || index.dim() != self.dim() || src.dim() != self.dim() || !index_on(index, self, true) ||
        !gate<Dtypes>({&self, &src}))
        return false;
    int64_t d = c10::maybe_wrap_dim(dim, self.dim());
    for (int64_t i = 0; i < self.dim(); ++i)
        if (index.size(i) > src.size(i) || (i != d && index.size(i) > self.size(i))) return false;
    return apart(self, src) && apart(self, index);
}

template <class V>
void scatter_add_into(const at::Tensor& y, int64_t dim, const at::Tensor& index, const at::Tensor& src) {
    int64_t d = c10::maybe_wrap_dim(dim, y.dim());
    at::Tensor yv = y, sv = src;
    for (int64_t i = 0; i < y.dim(); ++i) {
        if (i != d) yv = yv.narrow(i, 0, index.size(i));
        sv = sv.narrow(i, 0, index.size(i));
    }
    at::Tensor ym = yv.movedim(d, -1), im = index.movedim(d, -1), sm = sv.movedim(d, -1);
    run_op<V>({&ym, &ym, &im, &sm});
}

template <class V, class Dtypes, class AtenOp>
at::Tensor scatter_add_functional(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& src) {
    if (scatter_add_args<V, Dtypes>(self, dim, index, src)) {
        at::Tensor y = self.clone(at::MemoryFormat::Contiguous);
        scatter_add_into<V>(y, dim, index, src);
        return y;
    }
    return fallback<AtenOp>(self, dim, index, src);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& scatter_add_inplace(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& src) {
    if (scatter_add_args<V, Dtypes>(self, dim, index, src) && at::has_internal_overlap(self) != at::MemOverlap::Yes) {
        scatter_add_into<V>(self, dim, index, src);
        return self;
    }
    return fallback<AtenOp>(self, dim, index, src);
}

// index_add(self, dim, index, source, alpha): source's dim indexed by index, its others self's
template <class V, class Dtypes>
bool index_add_args(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                    const at::Scalar& alpha) {
    if (self.dim() == 0 || source.dim() != self.dim() || index.dim() > 1 || !index_on(index, self, false) ||
        alpha.isComplex() || !gate<Dtypes>({&self, &source}))
        return false;
    int64_t d = c10::maybe_wrap_dim(dim, self.dim());
    for (int64_t i = 0; i < self.dim(); ++i)
        if (i == d ? source.size(i) != index.numel() : source.size(i) != self.size(i)) return false;
    return apart(self, source) && apart(self, index);
}

template <class V>
void index_add_into(const at::Tensor& y, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                    const at::Scalar& alpha) {
    int64_t d = c10::maybe_wrap_dim(dim, y.dim());
    at::Tensor ym = y.movedim(d, -1), sm = source.movedim(d, -1), idx = index.reshape({-1});
    run_op<V>({&ym, &ym, &idx, &sm}, {alpha.toDouble()});
}

template <class V, class Dtypes, class AtenOp>
at::Tensor index_add_functional(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                                const at::Scalar& alpha) {
    if (index_add_args<V, Dtypes>(self, dim, index, source, alpha)) {
        at::Tensor y = self.clone(at::MemoryFormat::Contiguous);
        index_add_into<V>(y, dim, index, source, alpha);
        return y;
    }
    return fallback<AtenOp>(self, dim, index, source, alpha);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& index_add_inplace(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                              const at::Scalar& alpha) {
    if (index_add_args<V, Dtypes>(self, dim, index, source, alpha) && at::has_internal_overlap(self) != at::MemOverlap::Yes) {
        index_add_into<V>(self, dim, index, source, alpha);
        return self;
    }
    return fallback<AtenOp>(self, dim, index, source, alpha);
}

// histc(self, bins, min, max) in self's dtype: min and max must be f32 values (the operator's
// attributes); an empty self counts nothing
template <class V, class Dtypes, class AtenOp>
at::Tensor histc_functional(const at::Tensor& self, int64_t bins, const at::Scalar& min, const at::Scalar& max) {
    if (bins > 0 && f32_exact(min) && f32_exact(max) && min.toDouble() <= max.toDouble() && gate<Dtypes>({&self})) {
        if (self.numel() == 0) return at::zeros({bins}, self.options());
        at::Tensor y = at::empty({bins}, self.options());
        at::Tensor x = self.dim() == 0 ? self.reshape({1}) : self;
        run_op<V>({&y, &x}, {static_cast<double>(bins), min.toDouble(), max.toDouble()});
        return y;
    }
    return fallback<AtenOp>(self, bins, min, max);
}

// tril / triu(self, diagonal): into a new tensor, copied into self or out
template <class V, class Dtypes, class AtenOp>
at::Tensor triangle_functional(const at::Tensor& self, int64_t diagonal) {
    if (self.dim() >= 2 && gate<Dtypes>({&self})) {
        at::Tensor y = at::empty(self.sizes(), self.options());
        run_op<V>({&y, &self}, {static_cast<double>(diagonal)});
        return y;
    }
    return fallback<AtenOp>(self, diagonal);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& triangle_inplace(at::Tensor& self, int64_t diagonal) {
    if (self.dim() >= 2 && gate<Dtypes>({&self}) && at::has_internal_overlap(self) != at::MemOverlap::Yes) {
        at::Tensor y = at::empty(self.sizes(), self.options());
        run_op<V>({&y, &self}, {static_cast<double>(diagonal)});
        native_cast(self, y);
        return self;
    }
    return fallback<AtenOp>(self, diagonal);
}

template <class V, class Dtypes, class AtenOp>
at::Tensor& triangle_out(const at::Tensor& self, int64_t diagonal, at::Tensor& out) {
    if (self.dim() >= 2 && gate<Dtypes>({&self, &out}) && at::has_internal_overlap(out) != at::MemOverlap::Yes) {
        at::Tensor y = at::empty(self.sizes(), self.options());
        run_op<V>({&y, &self}, {static_cast<double>(diagonal)});
        at::native::resize_output(out, self.sizes());
        native_cast(out, y);
        return out;
    }
    return fallback<AtenOp>(self, diagonal, out);
}

}  // namespace anyrt_torch

namespace anyrt_torch {

// ---- set membership and outputs sized by the data (the isin, nonzero and masked_select operators)

// isin.Tensor_Tensor_out(elements, test_elements, assume_unique, invert, out): both in their common
// dtype, the test elements flattened; assume_unique is only a hint
template <class V, class Dtypes, class AtenOp>
at::Tensor& isin_out(const at::Tensor& elements, const at::Tensor& test_elements, bool assume_unique, bool invert,
                     at::Tensor& out) {
    at::ScalarType common = at::result_type(elements, test_elements);
    if (allowed<Dtypes>(common) && elements.is_privateuseone() && test_elements.device() == elements.device() &&
        out.device() == elements.device() && out.scalar_type() == at::kBool &&
        at::has_internal_overlap(out) != at::MemOverlap::Yes) {
        at::native::resize_output(out, elements.sizes());
        if (elements.numel() == 0) return out;
        if (test_elements.numel() == 0) return out.fill_(invert);
        at::Tensor x = elements.to(common);
        at::Tensor t = test_elements.to(common).reshape({-1});
        if (x.dim() == 0) {  // the operator's y and x have at least one dim
            at::Tensor y = out.view({1});
            at::Tensor x1 = x.view({1});
            run_op<V>({&y, &x1, &t}, {invert ? 1.0 : 0.0});
        } else {
            run_op<V>({&out, &x, &t}, {invert ? 1.0 : 0.0});
        }
        return out;
    }
    return fallback<AtenOp>(elements, test_elements, assume_unique, invert, out);
}

// nonzero(self): [count, dim] int64 in row-major order. The count comes to the host first (the
// output's shape depends on it, as on CUDA): count_nonzero on the device, then the operator fills.
template <class V, class Dtypes, class AtenOp>
at::Tensor nonzero_functional(const at::Tensor& self) {
    if (gate<Dtypes>({&self})) {
        int64_t count = self.numel() == 0 ? 0 : at::count_nonzero(self).item<int64_t>();
        at::Tensor y = at::empty({count, self.dim()}, self.options().dtype(at::kLong));
        run_op<V>({&y, &self}, {-1.0});  // nothing to do where y is empty (a 0-dim self: no columns)
        return y;
    }
    return fallback<AtenOp>(self);
}

// masked_select(self, mask): self and a bool mask broadcast together; the mask's count first
template <class V, class Dtypes, class AtenOp>
at::Tensor masked_select_functional(const at::Tensor& self, const at::Tensor& mask) {
    if (gate<Dtypes>({&self}) && mask.scalar_type() == at::kBool && mask.device() == self.device()) {
        auto [x, m] = at::expand_outplace(self, mask);
        if (x->dim() == 0) return x->reshape({1}).masked_select(m->reshape({1}));
        int64_t count = x->numel() == 0 ? 0 : at::count_nonzero(*m).item<int64_t>();
        at::Tensor y = at::empty({count}, self.options());
        at::Tensor xs = *x, ms = *m;
        run_op<V>({&y, &xs, &ms});
        return y;
    }
    return fallback<AtenOp>(self, mask);
}

}  // namespace anyrt_torch
