// ATen operators anyrt has no one operator for, composed of the device kernels the table already
// registers (each step native, so nothing here goes to the CPU): bool's bitwise_not, isneginf /
// isposinf, the whole-tensor max/min, advanced indexing (index.Tensor, index_put_) and scatter of
// a value. What they cost beyond one kernel is said at each.
#include "kernels.h"

#include <ATen/ExpandUtils.h>
#include <ATen/native/IndexingUtils.h>
#include <ATen/native/Resize.h>
#include <ATen/ops/empty.h>

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

}  // namespace anyrt_torch
