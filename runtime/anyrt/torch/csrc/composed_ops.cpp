// ATen operators anyrt has no one operator for, composed of the device kernels the table already
// registers (each step native, so nothing here goes to the CPU): bool's bitwise_not, isneginf /
// isposinf, the whole-tensor max/min, advanced indexing (index.Tensor, index_put_) and scatter of
// a value. What they cost beyond one kernel is said at each.
#include "kernels.h"
#include "native_ops.h"

#include <ATen/ExpandUtils.h>
#include <ATen/native/IndexingUtils.h>
#include <ATen/native/Resize.h>
#include <ATen/ScalarOps.h>
#include <ATen/native/CPUFallback.h>
#include <ATen/ops/empty.h>
#include <c10/core/WrapDimMinimal.h>

#include <cmath>
#include <numeric>

namespace anyrt_torch {

namespace {

void check_integral(const at::Tensor& self, const char* what) {
    TORCH_CHECK_TYPE(at::isIntegralType(self.scalar_type(), /*includeBool=*/true), what,
                     ": only integral and bool tensors, got ", self.scalar_type());
}

}  // namespace

// bool: logical_not; integers: x ^ -1 (every bit set in the dtype, -1 cast as the operand is).
at::Tensor bitwise_not(const at::Tensor& self) {
    check_integral(self, "bitwise_not");
    return self.scalar_type() == at::kBool ? at::logical_not(self) : at::bitwise_xor(self, -1);
}

at::Tensor& bitwise_not_(at::Tensor& self) {
    check_integral(self, "bitwise_not_");
    return self.scalar_type() == at::kBool ? self.logical_not_() : self.bitwise_xor_(-1);
}

at::Tensor& bitwise_not_out(const at::Tensor& self, at::Tensor& out) {
    check_integral(self, "bitwise_not");
    return self.scalar_type() == at::kBool ? at::logical_not_out(out, self) : at::bitwise_xor_out(out, self, -1);
}

// isneginf / isposinf: x == -inf (+inf) by eq with the value; integers and bool hold no infinity
// (all false, as torch's). scaled_dot_product_attention's math path masks rows with isneginf.
namespace {
at::Tensor& is_inf_out(const at::Tensor& self, double inf, const char* what, at::Tensor& out) {
    TORCH_CHECK(!self.is_complex(), what, " does not support complex inputs.");
    TORCH_CHECK(out.scalar_type() == at::kBool, what, " does not support non-boolean outputs.");
    at::native::resize_output(out, self.sizes());
    if (at::isFloatingType(self.scalar_type())) return at::eq_out(out, self, inf);
    return out.zero_();
}
}  // namespace

at::Tensor isneginf(const at::Tensor& self) {
    at::Tensor out = at::empty(self.sizes(), self.options().dtype(at::kBool));
    return is_inf_out(self, -INFINITY, "isneginf", out);
}

at::Tensor& isneginf_out(const at::Tensor& self, at::Tensor& out) { return is_inf_out(self, -INFINITY, "isneginf", out); }

at::Tensor isposinf(const at::Tensor& self) {
    at::Tensor out = at::empty(self.sizes(), self.options().dtype(at::kBool));
    return is_inf_out(self, INFINITY, "isposinf", out);
}

at::Tensor& isposinf_out(const at::Tensor& self, at::Tensor& out) { return is_inf_out(self, INFINITY, "isposinf", out); }

// The whole tensor's max/min: amax/amin over every dim (bool: any/all).
at::Tensor max(const at::Tensor& self) {
    TORCH_CHECK_INDEX(self.numel() > 0, "max(): Expected reduction dim to be specified for input.numel() == 0. "
                      "Specify the reduction dim with the 'dim' argument.");
    return self.scalar_type() == at::kBool ? self.any() : at::amax(self, at::IntArrayRef{});
}

at::Tensor min(const at::Tensor& self) {
    TORCH_CHECK_INDEX(self.numel() > 0, "min(): Expected reduction dim to be specified for input.numel() == 0. "
                      "Specify the reduction dim with the 'dim' argument.");
    return self.scalar_type() == at::kBool ? self.all() : at::amin(self, at::IntArrayRef{});
}

namespace {

// Advanced indexing's layout (index.Tensor, index_put_): index tensors (None: a whole dim; bool
// masks: their nonzero positions) with the indexed dims moved to the front (`front`, a view of
// self), the broadcast indices combined into one flat position each over those dims (negative ones
// wrapped), and where torch puts the result's index dims: where the first indexed dim was when the
// indexed dims are adjacent, else first.
struct Indexing {
    at::Tensor front;
    at::Tensor flat;            // int64, the broadcast index shape
    int64_t span = 1;           // the indexed dims' element count
    std::vector<int64_t> rest;  // the dims not indexed
    int64_t place = 0;          // where the index dims go in the result
};

Indexing indexing(const at::Tensor& self, const c10::List<std::optional<at::Tensor>>& indices, const char* what) {
    TORCH_CHECK_INDEX(indices.size() <= static_cast<size_t>(self.dim()), what, ": too many indices for tensor of "
                      "dimension ", self.dim(), " (got ", indices.size(), ")");
    at::native::checkIndexTensorTypes(indices, /*allow_int=*/true);
    std::vector<at::Tensor> idx = at::native::expandTensors(self, indices);
    while (idx.size() < static_cast<size_t>(self.dim())) idx.emplace_back();
    Indexing r;
    if (at::native::hasContiguousSubspace(idx))
        while (!idx[static_cast<size_t>(r.place)].defined()) ++r.place;
    auto [front, moved] = at::native::transposeToFront(self, idx);
    r.front = front;
    std::vector<at::Tensor> defined;
    for (const at::Tensor& t : moved)
        if (t.defined()) defined.push_back(t.to(self.device()));
    std::vector<at::Tensor> b = at::expand_outplace(defined);
    int64_t k = static_cast<int64_t>(b.size());
    for (int64_t i = k - 1; i >= 0; --i) {
        int64_t size = front.size(i);
        at::Tensor ix = b[static_cast<size_t>(i)].to(at::kLong);
        ix = at::where(ix.lt(0), ix.add(size), ix);
        r.flat = r.flat.defined() ? r.flat.add(ix.mul(r.span)) : ix.mul(r.span);
        r.span *= size;
    }
    r.rest.assign(front.sizes().begin() + k, front.sizes().end());
    return r;
}

// Dims [0, nb) of t to [place, place + nb) (or back, with `back`).
at::Tensor place_index_dims(const at::Tensor& t, int64_t nb, int64_t place, bool back) {
    if (place == 0) return t;
    std::vector<int64_t> front(static_cast<size_t>(nb)), there(static_cast<size_t>(nb));
    std::iota(front.begin(), front.end(), 0);
    std::iota(there.begin(), there.end(), place);
    return back ? t.movedim(there, front) : t.movedim(front, there);
}

std::vector<int64_t> concat(at::IntArrayRef a, const std::vector<int64_t>& b) {
    std::vector<int64_t> v(a.begin(), a.end());
    v.insert(v.end(), b.begin(), b.end());
    return v;
}

}  // namespace

// x[i0, i1, ...]: one index_select over the flattened indexed dims (made contiguous).
at::Tensor index(const at::Tensor& self, const c10::List<std::optional<at::Tensor>>& indices) {
    Indexing ix = indexing(self, indices, "index");
    at::Tensor table = ix.front.contiguous().view(concat({ix.span}, ix.rest));
    at::Tensor picked = table.index_select(0, ix.flat.reshape({-1})).view(concat(ix.flat.sizes(), ix.rest));
    if (ix.place == 0) return picked;
    return place_index_dims(picked, ix.flat.dim(), ix.place, false).contiguous();
}

// x[i0, i1, ...] = values (accumulate: +=): on a contiguous copy of the indexed layout, written back;
// values by index_add_ (accumulate; repeated positions summed in order) or by scatter_ along the
// flattened dim (the last of repeated positions wins; torch leaves that case undefined).
at::Tensor& index_put_(at::Tensor& self, const c10::List<std::optional<at::Tensor>>& indices, const at::Tensor& values,
                       bool accumulate, bool unsafe) {
    (void)unsafe;
    TORCH_CHECK_TYPE(values.scalar_type() == self.scalar_type(), "Index put requires the source and destination "
                     "dtypes match, got ", self.scalar_type(), " for the destination and ", values.scalar_type(),
                     " for the source.");
    Indexing ix = indexing(self, indices, "index_put_");
    if (ix.flat.numel() == 0 || self.numel() == 0) return self;
    std::vector<int64_t> shape = concat(ix.flat.sizes(), ix.rest);  // the values' layout, index dims first
    std::vector<int64_t> placed(shape);  // as torch lays the values out
    if (ix.place > 0) placed = place_index_dims(at::empty(shape, at::TensorOptions().device(at::kMeta)),
                                                ix.flat.dim(), ix.place, false).sizes().vec();
    at::Tensor vals = values.to(self.device()).expand(placed);
    vals = place_index_dims(vals, ix.flat.dim(), ix.place, true).reshape(concat({ix.flat.numel()}, ix.rest));
    at::Tensor work = ix.front.contiguous();
    at::Tensor table = work.view(concat({ix.span}, ix.rest));
    at::Tensor pos = ix.flat.reshape({-1});
    if (accumulate) {
        table.index_add_(0, pos, vals);
    } else {
        std::vector<int64_t> pos_shape(static_cast<size_t>(vals.dim()), 1);
        pos_shape[0] = pos.numel();
        table.scatter_(0, pos.view(pos_shape).expand(vals.sizes()), vals);
    }
    if (!work.is_same(ix.front)) ix.front.copy_(work);
    return self;
}

// scatter of one value: the value as a tensor of index's shape, then scatter's src form (one_hot).
at::Tensor& scatter_value_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value) {
    return self.scatter_(dim, index, at::full(index.sizes(), value, self.options()));
}

at::Tensor scatter_value(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value) {
    at::Tensor y = self.clone(at::MemoryFormat::Contiguous);
    return scatter_value_(y, dim, index, value);
}

at::Tensor& scatter_value_out(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value,
                              at::Tensor& out) {
    if (!out.is_same(self)) {
        at::native::resize_output(out, self.sizes());
        out.copy_(self);
    }
    return scatter_value_(out, dim, index, value);
}


// ---- issue 45: torch's common ops composed of the table's kernels ------------------------------

namespace {

// A result computed into a new tensor, delivered to out= (resized; a copy: torch's out= semantics).
at::Tensor& into(const at::Tensor& r, at::Tensor& out) {
    at::native::resize_output(out, r.sizes());
    return out.copy_(r);
}

// t * s, where s is not 1 (a Python number: mul's host-scalar operand)
at::Tensor scaled(const at::Tensor& t, const at::Scalar& s) {
    return s.toComplexDouble() == 1.0 ? t : at::mul(t, at::native::wrapped_scalar_tensor(s));
}

// beta * self + alpha * prod (addmv, baddbmm, addbmm): beta 0 ignores self (its NaN too), as torch's.
at::Tensor beta_alpha(const at::Tensor& prod, const at::Tensor& self, const at::Scalar& beta, const at::Scalar& alpha) {
    at::Tensor r = scaled(prod, alpha);
    if (beta.toComplexDouble() == 0.0) return r;
    return at::add(r, scaled(self, beta));
}

// Positions along one dim, made on the host and copied to the device (index_select's index).
at::Tensor positions(const at::Tensor& host, const at::Tensor& like) { return host.to(like.device()); }

}  // namespace

// flip: index_select along each flipped dim with the reversed positions.
at::Tensor flip(const at::Tensor& self, at::IntArrayRef dims) {
    std::vector<bool> seen(static_cast<size_t>(std::max<int64_t>(self.dim(), 1)));
    at::Tensor y = self;
    for (int64_t d0 : dims) {
        int64_t d = at::maybe_wrap_dim(d0, self.dim());
        TORCH_CHECK(!seen[static_cast<size_t>(d)], "dim ", d, " appears multiple times in the list of dims");
        seen[static_cast<size_t>(d)] = true;
        if (self.dim() == 0 || self.size(d) <= 1) continue;
        y = at::index_select(y, d, positions(at::arange(self.size(d) - 1, -1, -1, at::kLong), self));
    }
    return y.is_same(self) ? self.clone() : y;
}

// roll: index_select along each dim with the positions rotated by the shift; no dims: the
// flattened tensor, shaped back.
at::Tensor roll(const at::Tensor& self, c10::SymIntArrayRef shifts_, at::IntArrayRef dims) {
    std::vector<int64_t> shifts = C10_AS_INTARRAYREF_SLOW(shifts_).vec();
    TORCH_CHECK(!shifts.empty(), "`shifts` required");
    if (dims.empty()) {
        TORCH_CHECK(shifts.size() == 1, "shifts and dimensions must align. shifts: ", shifts.size(), ", dims:", dims.size());
        return anyrt_torch::roll(self.reshape({-1}), shifts_, {0}).view(self.sizes());
    }
    TORCH_CHECK(shifts.size() == dims.size(), "shifts and dimensions must align. shifts: ", shifts.size(),
                ", dims:", dims.size());
    at::Tensor y = self;
    for (size_t i = 0; i < dims.size(); ++i) {
        int64_t d = at::maybe_wrap_dim(dims[i], self.dim());
        int64_t n = self.size(d);
        if (n == 0) continue;
        int64_t s = ((shifts[i] % n) + n) % n;
        if (s == 0) continue;
        at::Tensor pos = at::remainder(at::arange(n, at::kLong).add(n - s), n);
        y = at::index_select(y, d, positions(pos, self));
    }
    return y.is_same(self) ? self.clone() : y;
}

// dot / vdot (real): mm of a row by a column.
at::Tensor dot(const at::Tensor& self, const at::Tensor& tensor) {
    TORCH_CHECK(self.dim() == 1 && tensor.dim() == 1, "1D tensors expected, but got ", self.dim(), "D and ", tensor.dim(),
                "D tensors");
    TORCH_CHECK(self.scalar_type() == tensor.scalar_type(), "dot : expected both vectors to have same dtype, but found ",
                self.scalar_type(), " and ", tensor.scalar_type());
    TORCH_CHECK(self.numel() == tensor.numel(), "inconsistent tensor size, expected tensor [", self.numel(),
                "] and src [", tensor.numel(), "] to have the same number of elements, but got ", self.numel(), " and ",
                tensor.numel(), " elements respectively");
    TORCH_CHECK(!self.is_complex(), "dot: complex tensors are not served on the anyrt device");
    return at::mm(self.unsqueeze(0), tensor.unsqueeze(1)).reshape({});
}

at::Tensor vdot(const at::Tensor& self, const at::Tensor& other) { return anyrt_torch::dot(self, other); }

// addmv: beta * self + alpha * mat @ vec, the product by mm with vec as a column.
at::Tensor addmv(const at::Tensor& self, const at::Tensor& mat, const at::Tensor& vec, const at::Scalar& beta,
                 const at::Scalar& alpha) {
    TORCH_CHECK(mat.dim() == 2 && vec.dim() == 1, "vector + matrix @ vector expected, got ", self.dim(), ", ", mat.dim(),
                ", ", vec.dim());
    TORCH_CHECK(mat.size(1) == vec.size(0), "size mismatch, got input (", self.size(0), "), mat (", mat.size(0), "x",
                mat.size(1), "), vec (", vec.size(0), ")");
    at::Tensor r = beta_alpha(at::mm(mat, vec.unsqueeze(1)).squeeze(1), self, beta, alpha);
    return r.sizes().equals({mat.size(0)}) ? r : r.expand({mat.size(0)}).contiguous();
}

at::Tensor& addmv_out(const at::Tensor& self, const at::Tensor& mat, const at::Tensor& vec, const at::Scalar& beta,
                      const at::Scalar& alpha, at::Tensor& out) {
    return into(anyrt_torch::addmv(self, mat, vec, beta, alpha), out);
}

// baddbmm: beta * self + alpha * bmm(batch1, batch2); addbmm: the batch's products summed.
at::Tensor baddbmm(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                   const at::Scalar& alpha) {
    at::Tensor prod = at::bmm(batch1, batch2);
    at::Tensor r = beta_alpha(prod, self, beta, alpha);
    return r.sizes().equals(prod.sizes()) ? r : r.expand(prod.sizes()).contiguous();
}

at::Tensor& baddbmm_(at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                     const at::Scalar& alpha) {
    at::Tensor r = anyrt_torch::baddbmm(self, batch1, batch2, beta, alpha);
    TORCH_CHECK(r.sizes().equals(self.sizes()), "baddbmm_: self's shape ", self.sizes(), " is not the result's ", r.sizes());
    return self.copy_(r);
}

at::Tensor& baddbmm_out(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                        const at::Scalar& alpha, at::Tensor& out) {
    return into(anyrt_torch::baddbmm(self, batch1, batch2, beta, alpha), out);
}

at::Tensor addbmm(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                  const at::Scalar& alpha) {
    TORCH_CHECK(batch1.dim() == 3 && batch2.dim() == 3, "batch1 and batch2 must be 3D tensors, got ", batch1.dim(),
                "D and ", batch2.dim(), "D");
    at::Tensor prod = at::bmm(batch1, batch2).sum(0);
    at::Tensor r = beta_alpha(prod, self, beta, alpha);
    return r.sizes().equals(prod.sizes()) ? r : r.expand(prod.sizes()).contiguous();
}

at::Tensor& addbmm_(at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                    const at::Scalar& alpha) {
    at::Tensor r = anyrt_torch::addbmm(self, batch1, batch2, beta, alpha);
    TORCH_CHECK(r.sizes().equals(self.sizes()), "addbmm_: self's shape ", self.sizes(), " is not the result's ", r.sizes());
    return self.copy_(r);
}

at::Tensor& addbmm_out(const at::Tensor& self, const at::Tensor& batch1, const at::Tensor& batch2, const at::Scalar& beta,
                       const at::Scalar& alpha, at::Tensor& out) {
    return into(anyrt_torch::addbmm(self, batch1, batch2, beta, alpha), out);
}

// eye: zeros, then the diagonal view filled with 1.
at::Tensor& eye_m_out(c10::SymInt n_, c10::SymInt m_, at::Tensor& out) {
    int64_t n = n_.expect_int(), m = m_.expect_int();
    TORCH_CHECK(n >= 0, "n must be greater or equal to 0, got ", n);
    TORCH_CHECK(m >= 0, "m must be greater or equal to 0, got ", m);
    out.resize_({n, m});
    out.zero_();
    if (n > 0 && m > 0) out.diagonal().fill_(1);
    return out;
}

at::Tensor& eye_out(c10::SymInt n, at::Tensor& out) { return eye_m_out(n, n, out); }

// trace: the sum of the diagonal view (integers as int64, sum's rule and torch's).
at::Tensor trace(const at::Tensor& self) {
    TORCH_CHECK(self.dim() == 2, "trace: expected a matrix, but got tensor with dim ", self.dim());
    return self.diagonal().sum();
}

// equal: the same shape and every element equal (eq after torch's promotion, then all).
bool equal(const at::Tensor& self, const at::Tensor& other) {
    TORCH_CHECK(self.device() == other.device(), "Cannot compare two tensors on different devices. Got: ",
                self.device(), " and ", other.device());
    if (!self.sizes().equals(other.sizes())) return false;
    if (self.numel() == 0) return true;
    return at::eq(self, other).all().item<bool>();
}

// prod of every element: prod over the one dim of the flattened tensor.
at::Tensor prod(const at::Tensor& self, std::optional<at::ScalarType> dtype) {
    return at::prod(self.reshape({-1}), 0, false, dtype);
}

// nansum: NaN as 0 (masked_fill of isnan), then sum; integers and bool hold no NaN.
at::Tensor nansum(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim, std::optional<at::ScalarType> dtype) {
    at::Tensor x = at::isFloatingType(self.scalar_type()) ? self.masked_fill(at::isnan(self), 0) : self;
    return at::sum(x, dim, keepdim, dtype);
}

at::Tensor& nansum_out(const at::Tensor& self, at::OptionalIntArrayRef dim, bool keepdim,
                       std::optional<at::ScalarType> dtype, at::Tensor& out) {
    return into(anyrt_torch::nansum(self, dim, keepdim, dtype), out);
}

// aminmax: amin and amax over dim (none: every dim).
std::tuple<at::Tensor, at::Tensor> aminmax(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim) {
    if (dim) return {at::amin(self, *dim, keepdim), at::amax(self, *dim, keepdim)};
    TORCH_CHECK(self.numel() > 0, "aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                "identity.");
    at::Tensor flat = self.reshape({-1});
    at::Tensor lo = at::amin(flat, 0), hi = at::amax(flat, 0);
    if (keepdim) {
        std::vector<int64_t> ones(static_cast<size_t>(self.dim()), 1);
        return {lo.view(ones), hi.view(ones)};
    }
    return {lo, hi};
}

std::tuple<at::Tensor&, at::Tensor&> aminmax_out(const at::Tensor& self, std::optional<int64_t> dim, bool keepdim,
                                                 at::Tensor& min, at::Tensor& max) {
    auto [lo, hi] = anyrt_torch::aminmax(self, dim, keepdim);
    into(lo, min);
    into(hi, max);
    return {min, max};
}

// round(x, decimals): x * 10^d rounded, / 10^d (d < 0: x / 10^-d rounded, * 10^-d), as torch's
// kernel; floats only (torch refuses integers).
at::Tensor round_decimals(const at::Tensor& self, int64_t decimals) {
    TORCH_CHECK(at::isFloatingType(self.scalar_type()), "round_decimals: only floating-point tensors, got ",
                self.scalar_type());
    if (decimals == 0) return at::round(self);
    at::Tensor ten = at::native::wrapped_scalar_tensor(std::pow(10.0, static_cast<double>(std::abs(decimals))));
    return decimals > 0 ? at::div(at::round(at::mul(self, ten)), ten) : at::mul(at::round(at::div(self, ten)), ten);
}

at::Tensor& round_decimals_(at::Tensor& self, int64_t decimals) { return self.copy_(round_decimals(self, decimals)); }

at::Tensor& round_decimals_out(const at::Tensor& self, int64_t decimals, at::Tensor& out) {
    return into(round_decimals(self, decimals), out);
}

// div with a rounding mode: "floor" is floor_divide (torch's same kernel), "trunc" trunc(div) on
// floats; integers' truncating division has no operator (the CPU fallback).
at::Tensor div_mode(const at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode) {
    if (!mode) return at::div(self, other);
    if (*mode == "floor") return at::floor_divide(self, other);
    TORCH_CHECK(*mode == "trunc", "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '", *mode, "'");
    if (at::isFloatingType(at::result_type(self, other))) return at::trunc(at::div(self, other));
    return at::native::call_fallback_fn<&cpu_fallback, at::_ops::div_Tensor_mode>::call(self, other, mode);
}

at::Tensor& div_mode_(at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode) {
    return self.copy_(div_mode(self, other, mode));
}

at::Tensor& div_mode_out(const at::Tensor& self, const at::Tensor& other, std::optional<c10::string_view> mode,
                         at::Tensor& out) {
    return into(div_mode(self, other, mode), out);
}


namespace {

at::Tensor num(double v) { return at::native::wrapped_scalar_tensor(at::Scalar(v)); }

// A loss's reduction (torch's at::Reduction: 0 none, 1 mean, 2 sum) by mean.dim / sum.dim_IntList.
at::Tensor reduced(const at::Tensor& l, int64_t reduction) {
    if (reduction == 1) return at::mean(l, at::OptionalIntArrayRef(), false, std::nullopt);
    if (reduction == 2) return at::sum(l, at::OptionalIntArrayRef(), false, std::nullopt);
    TORCH_CHECK(reduction == 0, "loss: reduction must be 0 (none), 1 (mean) or 2 (sum), got ", reduction);
    return l;
}

// Padding along the last dims (pairs from the last dim back, torch's order) by index_select with
// the source positions: mirrored at the edges (reflect) or the edge repeated (replicate); a
// negative pad crops.
at::Tensor pad_by_positions(const at::Tensor& self, c10::SymIntArrayRef padding_, bool reflect, const char* what) {
    std::vector<int64_t> pad = C10_AS_INTARRAYREF_SLOW(padding_).vec();
    int64_t k = static_cast<int64_t>(pad.size()) / 2;
    TORCH_CHECK(static_cast<int64_t>(pad.size()) == 2 * k && (self.dim() == k + 1 || self.dim() == k + 2), what,
                ": expected a ", k + 1, "D or ", k + 2, "D input and ", 2 * k, " paddings, got input ", self.sizes(),
                " and padding ", pad);
    at::Tensor y = self;
    for (int64_t i = 0; i < k; ++i) {
        int64_t d = self.dim() - 1 - i, l = pad[static_cast<size_t>(2 * i)], r = pad[static_cast<size_t>(2 * i + 1)];
        int64_t n = self.size(d), m = n + l + r;
        TORCH_CHECK(m > 0 && n > 0, what, ": input size ", n, " at dimension ", d, " padded by (", l, ", ", r,
                    ") is empty");
        TORCH_CHECK(!reflect || (l < n && r < n), what, ": padding size should be less than the corresponding input "
                    "dimension, but got: padding (", l, ", ", r, ") at dimension ", d, " of input ", self.sizes());
        if (l == 0 && r == 0) continue;
        at::Tensor pos = at::empty({m}, at::kLong);
        int64_t* p = pos.data_ptr<int64_t>();
        for (int64_t j = 0; j < m; ++j) {
            int64_t s = j - l;
            if (reflect) {
                s = s < 0 ? -s : s;
                s = s >= n ? 2 * (n - 1) - s : s;
            } else {
                s = s < 0 ? 0 : (s >= n ? n - 1 : s);
            }
            p[j] = s;
        }
        y = at::index_select(y, d, pos.to(self.device()));
    }
    return y.is_same(self) ? self.clone() : y;
}

// The positions of index (int64, any shape) along a dim of n, negative ones wrapped, flattened.
at::Tensor wrapped_positions(const at::Tensor& index, int64_t n, const char* what) {
    TORCH_CHECK_INDEX(index.scalar_type() == at::kLong || index.scalar_type() == at::kInt, what,
                      "(): Expected a long tensor for index, but got ", index.scalar_type());
    at::Tensor ix = index.to(at::kLong).reshape({-1});
    // an int64 Python number: a float one would promote the positions to float
    at::Tensor size = at::native::wrapped_scalar_tensor(at::Scalar(n));
    return at::where(at::lt(ix, size.mul(0)), at::add(ix, size), ix);
}

}  // namespace

at::Tensor reflection_pad1d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, true, "reflection_pad1d");
}
at::Tensor& reflection_pad1d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, true, "reflection_pad1d"), out);
}
at::Tensor reflection_pad2d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, true, "reflection_pad2d");
}
at::Tensor& reflection_pad2d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, true, "reflection_pad2d"), out);
}
at::Tensor reflection_pad3d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, true, "reflection_pad3d");
}
at::Tensor& reflection_pad3d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, true, "reflection_pad3d"), out);
}
at::Tensor replication_pad1d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, false, "replication_pad1d");
}
at::Tensor& replication_pad1d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, false, "replication_pad1d"), out);
}
at::Tensor replication_pad2d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, false, "replication_pad2d");
}
at::Tensor& replication_pad2d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, false, "replication_pad2d"), out);
}
at::Tensor replication_pad3d(const at::Tensor& self, c10::SymIntArrayRef padding) {
    return pad_by_positions(self, padding, false, "replication_pad3d");
}
at::Tensor& replication_pad3d_out(const at::Tensor& self, c10::SymIntArrayRef padding, at::Tensor& out) {
    return into(pad_by_positions(self, padding, false, "replication_pad3d"), out);
}

// linalg_cross: a[i+1] b[i+2] - a[i+2] b[i+1] along dim (size 3), the rotations by index_select.
at::Tensor linalg_cross(const at::Tensor& self, const at::Tensor& other, int64_t dim) {
    TORCH_CHECK(self.dim() == other.dim(), "linalg.cross: inputs must have the same number of dimensions.");
    std::vector<int64_t> shape = at::infer_size(self.sizes(), other.sizes());
    int64_t d = at::maybe_wrap_dim(dim, static_cast<int64_t>(shape.size()));
    TORCH_CHECK(self.size(d) == 3 && other.size(d) == 3, "linalg.cross: inputs dimension ", dim,
                " must have length 3. Got ", self.size(d), " and ", other.size(d));
    at::Tensor a = self.expand(shape), b = other.expand(shape);
    at::Tensor p1 = at::arange(1, 4, at::kLong).remainder(3).to(self.device());
    at::Tensor p2 = at::arange(2, 5, at::kLong).remainder(3).to(self.device());
    return at::sub(at::mul(at::index_select(a, d, p1), at::index_select(b, d, p2)),
                   at::mul(at::index_select(a, d, p2), at::index_select(b, d, p1)));
}

at::Tensor& linalg_cross_out(const at::Tensor& self, const at::Tensor& other, int64_t dim, at::Tensor& out) {
    return into(anyrt_torch::linalg_cross(self, other, dim), out);
}

// glu: the first half times sigmoid of the second, along dim.
at::Tensor glu(const at::Tensor& self, int64_t dim) {
    TORCH_CHECK(self.dim() > 0, "glu does not support scalars because halving size must be even");
    int64_t d = at::maybe_wrap_dim(dim, self.dim());
    TORCH_CHECK(self.size(d) % 2 == 0, "Halving dimension must be even, but dimension ", d, " is size ", self.size(d));
    int64_t h = self.size(d) / 2;
    return at::mul(self.narrow(d, 0, h), at::sigmoid(self.narrow(d, h, h)));
}

at::Tensor& glu_out(const at::Tensor& self, int64_t dim, at::Tensor& out) { return into(anyrt_torch::glu(self, dim), out); }

// The regression losses, elementwise on |self - target| then reduced (torch's CPU formulas).
at::Tensor mse_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction) {
    at::Tensor d = at::sub(self, target);
    return reduced(at::mul(d, d), reduction);
}
at::Tensor& mse_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, at::Tensor& out) {
    return into(anyrt_torch::mse_loss(self, target, reduction), out);
}

at::Tensor smooth_l1_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double beta) {
    TORCH_CHECK(beta >= 0, "smooth_l1_loss does not support negative values for beta.");
    at::Tensor z = at::abs(at::sub(self, target));
    if (beta == 0) return reduced(z, reduction);
    at::Tensor quad = at::div(at::mul(at::mul(z, num(0.5)), z), num(beta));
    return reduced(at::where(at::lt(z, num(beta)), quad, at::sub(z, num(0.5 * beta))), reduction);
}
at::Tensor& smooth_l1_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double beta,
                               at::Tensor& out) {
    return into(anyrt_torch::smooth_l1_loss(self, target, reduction, beta), out);
}

at::Tensor huber_loss(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double delta) {
    TORCH_CHECK(delta > 0, "huber_loss does not support non-positive values for delta.");
    at::Tensor z = at::abs(at::sub(self, target));
    at::Tensor quad = at::mul(at::mul(z, num(0.5)), z);
    at::Tensor lin = at::mul(at::sub(z, num(0.5 * delta)), num(delta));
    return reduced(at::where(at::lt(z, num(delta)), quad, lin), reduction);
}
at::Tensor& huber_loss_out(const at::Tensor& self, const at::Tensor& target, int64_t reduction, double delta,
                           at::Tensor& out) {
    return into(anyrt_torch::huber_loss(self, target, reduction, delta), out);
}

// take: index_select of the flattened tensor, shaped as index.
at::Tensor take(const at::Tensor& self, const at::Tensor& index) {
    TORCH_CHECK_INDEX(index.scalar_type() == at::kLong, "take(): Expected a long tensor for index, but got ",
                      index.scalar_type());
    at::Tensor flat = self.reshape({-1});
    return at::index_select(flat, 0, wrapped_positions(index.to(self.device()), flat.numel(), "take")).view(index.sizes());
}

// index_fill_ / index_copy: scatter along dim with index spread over the other dims.
at::Tensor& index_fill_scalar_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Scalar& value) {
    if (self.dim() == 0) return index.numel() > 0 ? self.fill_(value) : self;
    int64_t d = at::maybe_wrap_dim(dim, self.dim());
    at::Tensor ix = wrapped_positions(index.to(self.device()), self.size(d), "index_fill");
    if (ix.numel() == 0) return self;
    std::vector<int64_t> view(static_cast<size_t>(self.dim()), 1), spread = self.sizes().vec();
    view[static_cast<size_t>(d)] = ix.numel();
    spread[static_cast<size_t>(d)] = ix.numel();
    return self.scatter_(d, ix.view(view).expand(spread), value);
}

at::Tensor& index_fill_tensor_(at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& value) {
    TORCH_CHECK(value.dim() == 0, "index_fill_ only supports a 0-dimensional value tensor, but got tensor with ",
                value.dim(), " dimension(s).");
    return index_fill_scalar_(self, dim, index, value.item());
}

at::Tensor& index_copy_out(const at::Tensor& self, int64_t dim, const at::Tensor& index, const at::Tensor& source,
                           at::Tensor& out) {
    if (!out.is_same(self)) into(self, out);
    if (out.dim() == 0) return index.numel() > 0 ? out.copy_(source.reshape({})) : out;
    int64_t d = at::maybe_wrap_dim(dim, out.dim());
    at::Tensor ix = wrapped_positions(index.to(out.device()), out.size(d), "index_copy");
    if (ix.numel() == 0) return out;
    std::vector<int64_t> view(static_cast<size_t>(out.dim()), 1);
    view[static_cast<size_t>(d)] = ix.numel();
    at::Tensor src = source.dim() == 0 ? source.reshape(view) : source;
    return out.scatter_(d, ix.view(view).expand(src.sizes()), src);
}

// pow(number, tensor): pow with the number as a host scalar operand.
at::Tensor pow_scalar(const at::Scalar& self, const at::Tensor& exponent) {
    return at::pow(at::native::wrapped_scalar_tensor(self), exponent);
}
at::Tensor& pow_scalar_out(const at::Scalar& self, const at::Tensor& exponent, at::Tensor& out) {
    return into(pow_scalar(self, exponent), out);
}

// channel_shuffle: [N, g, C/g, ...] transposed to [N, C/g, g, ...] (a copy).
at::Tensor channel_shuffle(const at::Tensor& self, c10::SymInt groups_) {
    int64_t g = groups_.expect_int();
    TORCH_CHECK(self.dim() > 2, "channel_shuffle expects input to have at least 3 dimensions, but got input with sizes ",
                self.sizes());
    TORCH_CHECK(g > 0 && self.size(1) % g == 0, "Number of channels must be divisible by groups. Got ", self.size(1),
                " channels and ", g, " groups.");
    std::vector<int64_t> s = self.sizes().vec();
    s[1] = self.size(1) / g;
    s.insert(s.begin() + 1, g);
    return self.reshape(s).transpose(1, 2).reshape(self.sizes()).clone();
}

}  // namespace anyrt_torch
