// How an ATen kernel's arguments become an anyrt operator's, one template per pattern and form
// (functional, in place, out=). The generated table (ops_table.cpp, from spec/compat/torch.yaml)
// instantiates them with the anyrt operator, its dtype gate (spec/operators.yaml's dtypes) and the
// ATen operator to run through the CPU fallback when the gate, the layout or an argument
// (alpha != 1, type promotion, a host tensor that is not a scalar) says no.
#pragma once

#include "native_ops.h"

#include <ATen/ExpandUtils.h>
#include <ATen/MemoryOverlap.h>
#include <ATen/native/CPUFallback.h>
#include <ATen/native/Resize.h>
#include <c10/core/WrapDimMinimal.h>

#include <optional>

namespace anyrt_torch {

template <class Dtypes>
bool gate(std::initializer_list<const at::Tensor*> ts) {
    bool ok = false;
    for (anyrt_dtype_t d : Dtypes::list) ok = ok || d == to_anyrt((*ts.begin())->scalar_type());
    if (!ok) return false;
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

// `other` as a device operand of self's dtype: itself on the device, or a host scalar (a Python
// number) written into a one-element device tensor.
inline std::optional<at::Tensor> operand(const at::Tensor& self, const at::Tensor& other) {
    if (other.is_privateuseone()) return other;
    if (other.dim() != 0 || !other.is_cpu()) return std::nullopt;
    at::Tensor t = at::empty(c10::IntArrayRef{}, self.options());
    native_fill(t, other.item());
    return t;
}

inline bool alpha_is_one(const at::Scalar& alpha) { return !alpha.isComplex() && alpha.toDouble() == 1.0; }

// Writing into `out` while reading `in` is safe elementwise unless they partly overlap.
inline bool no_partial_overlap(const at::Tensor& out, const at::Tensor& in) {
    auto s = at::get_overlap_status(out, in);
    return s == at::MemOverlapStatus::No || (s == at::MemOverlapStatus::Full && out.strides() == in.strides());
}

// ---- binary: out = self (op) other, broadcasting (add/sub with alpha, mul without) ----------
template <Op op, class Dtypes, class AtenOp>
at::Tensor binary_alpha_functional(const at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha) {
    auto b = operand(self, other);
    if (b && alpha_is_one(alpha) && gate<Dtypes>({&self, &*b}) && at::result_type(self, other) == self.scalar_type()) {
        at::Tensor out = at::empty(at::infer_size(self.sizes(), b->sizes()), self.options());
        run_binary(op, out, self, *b);
        return out;
    }
    return fallback<AtenOp>(self, other, alpha);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& binary_alpha_inplace(at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha) {
    auto b = operand(self, other);
    if (b && alpha_is_one(alpha) && gate<Dtypes>({&self, &*b}) && at::result_type(self, other) == self.scalar_type() &&
        at::infer_size(self.sizes(), b->sizes()) == self.sizes() && no_partial_overlap(self, *b)) {
        run_binary(op, self, self, *b);
        return self;
    }
    return fallback<AtenOp>(self, other, alpha);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& binary_alpha_out(const at::Tensor& self, const at::Tensor& other, const at::Scalar& alpha, at::Tensor& out) {
    auto b = operand(self, other);
    if (b && alpha_is_one(alpha) && gate<Dtypes>({&self, &*b, &out}) && at::result_type(self, other) == out.scalar_type() &&
        no_partial_overlap(out, self) && no_partial_overlap(out, *b)) {
        at::native::resize_output(out, at::infer_size(self.sizes(), b->sizes()));
        run_binary(op, out, self, *b);
        return out;
    }
    return fallback<AtenOp>(self, other, alpha, out);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor binary_functional(const at::Tensor& self, const at::Tensor& other) {
    auto b = operand(self, other);
    if (b && gate<Dtypes>({&self, &*b}) && at::result_type(self, other) == self.scalar_type()) {
        at::Tensor out = at::empty(at::infer_size(self.sizes(), b->sizes()), self.options());
        run_binary(op, out, self, *b);
        return out;
    }
    return fallback<AtenOp>(self, other);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& binary_inplace(at::Tensor& self, const at::Tensor& other) {
    auto b = operand(self, other);
    if (b && gate<Dtypes>({&self, &*b}) && at::result_type(self, other) == self.scalar_type() &&
        at::infer_size(self.sizes(), b->sizes()) == self.sizes() && no_partial_overlap(self, *b)) {
        run_binary(op, self, self, *b);
        return self;
    }
    return fallback<AtenOp>(self, other);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& binary_out(const at::Tensor& self, const at::Tensor& other, at::Tensor& out) {
    auto b = operand(self, other);
    if (b && gate<Dtypes>({&self, &*b, &out}) && at::result_type(self, other) == out.scalar_type() &&
        no_partial_overlap(out, self) && no_partial_overlap(out, *b)) {
        at::native::resize_output(out, at::infer_size(self.sizes(), b->sizes()));
        run_binary(op, out, self, *b);
        return out;
    }
    return fallback<AtenOp>(self, other, out);
}

// ---- unary: y = op(x) ------------------------------------------------------------------------
template <Op op, class Dtypes, class AtenOp>
at::Tensor unary_functional(const at::Tensor& self) {
    if (gate<Dtypes>({&self})) {
        at::Tensor out = at::empty(self.sizes(), self.options());
        run_unary(op, out, self);
        return out;
    }
    return fallback<AtenOp>(self);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& unary_inplace(at::Tensor& self) {
    if (gate<Dtypes>({&self}) && at::has_internal_overlap(self) != at::MemOverlap::Yes) {
        run_unary(op, self, self);
        return self;
    }
    return fallback<AtenOp>(self);
}

template <Op op, class Dtypes, class AtenOp>
at::Tensor& unary_out(const at::Tensor& self, at::Tensor& out) {
    if (gate<Dtypes>({&self, &out}) && no_partial_overlap(out, self)) {
        at::native::resize_output(out, self.sizes());
        run_unary(op, out, self);
        return out;
    }
    return fallback<AtenOp>(self, out);
}

// ---- softmax: _softmax(self, dim, half_to_float) ----------------------------------------------
template <Op op, class Dtypes, class AtenOp>
at::Tensor softmax_functional(const at::Tensor& self, int64_t dim, bool half_to_float) {
    if (!half_to_float && self.dim() > 0 && gate<Dtypes>({&self})) {
        at::Tensor out = at::empty(self.sizes(), self.options());
        run_softmax(out, self, c10::maybe_wrap_dim(dim, self.dim()));
        return out;
    }
    return fallback<AtenOp>(self, dim, half_to_float);
}

template <Op op, class Dtypes, class AtenOp>
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

template <Op op, class Dtypes, class AtenOp, int64_t ndim>
at::Tensor mm_functional(const at::Tensor& self, const at::Tensor& mat2) {
    if (mat_shapes(self, mat2, ndim) && gate<Dtypes>({&self, &mat2})) {
        at::Tensor out = at::empty(mat_out_shape(self, mat2), self.options());
        run_gemm(out, self, mat2, 1.0f, 0.0f);
        return out;
    }
    return fallback<AtenOp>(self, mat2);
}

template <Op op, class Dtypes, class AtenOp, int64_t ndim>
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

template <Op op, class Dtypes, class AtenOp>
at::Tensor addmm_functional(const at::Tensor& self, const at::Tensor& m1, const at::Tensor& m2, const at::Scalar& beta,
                            const at::Scalar& alpha) {
    if (addmm_args(self, m1, m2, beta, alpha) && gate<Dtypes>({&self, &m1, &m2})) {
        at::Tensor out = at::empty({m1.size(0), m2.size(1)}, self.options());
        addmm_into(out, self, m1, m2, beta, alpha);
        return out;
    }
    return fallback<AtenOp>(self, m1, m2, beta, alpha);
}

template <Op op, class Dtypes, class AtenOp>
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

template <Op op, class Dtypes, class AtenOp>
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
