// torch's random ATen kernels on anyrt's Philox operators (uniform, normal, bernoulli, randint),
// drawn from the anyrt generator (generator.h): uniform_, normal_, bernoulli_ (p a number or a
// tensor), bernoulli.out, random_ (its three forms), and dropout's native_dropout(+_backward).
// A dtype an operator lacks is drawn in one it has and cast on the device.
#include "generator.h"
#include "kernels.h"

#include "descriptor_cache.h"
#include "native_ops.h"

#include <ATen/native/Resize.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/zeros_like.h>

#include <cmath>
#include <limits>

namespace anyrt_torch {

namespace {

bool is_one_of(at::ScalarType t, std::initializer_list<at::ScalarType> ts) {
    for (at::ScalarType x : ts)
        if (x == t) return true;
    return false;
}

const std::initializer_list<at::ScalarType> kFloats = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble};

void check_device(const at::Tensor& t, const char* what) {
    TORCH_CHECK_VALUE(t.is_privateuseone(), what, ": expected a tensor on the anyrt device, got one on ", t.device());
}

// Runs random operator `op` on y (its create and run calls), drawing y.numel() elements of the generator.
template <class Create, class Run>
void draw(Op op, const at::Tensor& y, const std::optional<at::Generator>& gen, const char* what, Create create, Run run) {
    if (y.numel() == 0) return;
    auto [seed, offset] = reserve_draw(gen, y, what);
    int device = y.device().index();
    DeviceSwitch sw(device);
    Cached c = descriptor(op, device, {&y}, {}, create);
    launch(c, device, [&](anyrt_op_desc_t d, void* w, size_t n, anyrt_stream_t s) {
        return run(d, w, n, y.data_ptr(), static_cast<int64_t>(seed), static_cast<int64_t>(offset), s);
    });
}

void draw_uniform(const at::Tensor& y, double from, double to, const std::optional<at::Generator>& gen, const char* what) {
    draw(Op::uniform, y, gen, what,
         [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) { return anyrt_create_uniform_descriptor(h, d, t[0]); },
         [&](anyrt_op_desc_t d, void* w, size_t n, void* p, int64_t seed, int64_t offset, anyrt_stream_t s) {
             return anyrt_uniform(d, w, n, p, seed, offset, static_cast<float>(from), static_cast<float>(to), s);
         });
}

void draw_bernoulli(const at::Tensor& y, double p, const std::optional<at::Generator>& gen, const char* what) {
    draw(Op::bernoulli, y, gen, what,
         [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) { return anyrt_create_bernoulli_descriptor(h, d, t[0]); },
         [&](anyrt_op_desc_t d, void* w, size_t n, void* ptr, int64_t seed, int64_t offset, anyrt_stream_t s) {
             return anyrt_bernoulli(d, w, n, ptr, seed, offset, static_cast<float>(p), s);
         });
}

void draw_randint(const at::Tensor& y, int64_t low, int64_t high, const std::optional<at::Generator>& gen, const char* what) {
    draw(Op::randint, y, gen, what,
         [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) { return anyrt_create_randint_descriptor(h, d, t[0]); },
         [&](anyrt_op_desc_t d, void* w, size_t n, void* ptr, int64_t seed, int64_t offset, anyrt_stream_t s) {
             return anyrt_randint(d, w, n, ptr, seed, offset, low, high, s);
         });
}

// The largest integer random_() draws for a dtype: the float's contiguous integers (2^digits), an
// integer's maximum.
int64_t random_max(at::ScalarType t) {
    switch (t) {
        case at::kHalf: return int64_t{1} << std::numeric_limits<c10::Half>::digits;
        case at::kBFloat16: return int64_t{1} << std::numeric_limits<c10::BFloat16>::digits;
        case at::kFloat: return int64_t{1} << std::numeric_limits<float>::digits;
        case at::kDouble: return int64_t{1} << std::numeric_limits<double>::digits;
        case at::kBool: return 1;
        case at::kByte: return std::numeric_limits<uint8_t>::max();
        case at::kChar: return std::numeric_limits<int8_t>::max();
        case at::kShort: return std::numeric_limits<int16_t>::max();
        case at::kInt: return std::numeric_limits<int32_t>::max();
        case at::kLong: return std::numeric_limits<int64_t>::max();
        default:
            TORCH_CHECK_NOT_IMPLEMENTED(false, "random_ on the anyrt device: no kernel for ", t);
    }
}

// Integers in [low, high) into self: randint's dtypes directly, the others drawn as int64 and cast.
void fill_randint(at::Tensor& self, int64_t low, int64_t high, const std::optional<at::Generator>& gen, const char* what) {
    check_device(self, what);
    TORCH_CHECK_VALUE(low < high, what, ": expects 'from' to be less than 'to', but got from=", low, " >= to=", high);
    if (is_one_of(self.scalar_type(), {at::kInt, at::kLong, at::kHalf, at::kBFloat16, at::kFloat, at::kDouble})) {
        draw_randint(self, low, high, gen, what);
        return;
    }
    at::Tensor wide = at::empty_like(self, self.options().dtype(at::kLong));
    draw_randint(wide, low, high, gen, what);
    self.copy_(wide);
}

}  // namespace

at::Tensor& random_uniform_(at::Tensor& self, double from, double to, std::optional<at::Generator> generator) {
    check_device(self, "uniform_");
    TORCH_CHECK_TYPE(is_one_of(self.scalar_type(), kFloats), "uniform_ on the anyrt device expects a floating point "
                     "tensor, got ", self.scalar_type());
    TORCH_CHECK_VALUE(from <= to, "uniform_ expects to return a [from, to) range, but found from=", from, " > to=", to);
    draw_uniform(self, from, to, generator, "uniform_");
    return self;
}

at::Tensor& random_normal_(at::Tensor& self, double mean, double std, std::optional<at::Generator> generator) {
    check_device(self, "normal_");
    TORCH_CHECK_TYPE(is_one_of(self.scalar_type(), kFloats), "normal_ on the anyrt device expects a floating point "
                     "tensor, got ", self.scalar_type());
    TORCH_CHECK_VALUE(std >= 0.0, "normal expects std >= 0.0, but found std ", std);
    draw(Op::normal, self, generator, "normal_",
         [](anyrt_op_handle_t h, anyrt_op_desc_t* d, const TensorDescs& t) { return anyrt_create_normal_descriptor(h, d, t[0]); },
         [&](anyrt_op_desc_t d, void* w, size_t n, void* p, int64_t seed, int64_t offset, anyrt_stream_t s) {
             return anyrt_normal(d, w, n, p, seed, offset, static_cast<float>(mean), static_cast<float>(std), s);
         });
    return self;
}

at::Tensor& random_bernoulli_float_(at::Tensor& self, double p, std::optional<at::Generator> generator) {
    check_device(self, "bernoulli_");
    TORCH_CHECK_VALUE(p >= 0 && p <= 1, "bernoulli_ expects p to be in [0, 1], but got p=", p);
    if (is_one_of(self.scalar_type(), {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kBool, at::kByte})) {
        draw_bernoulli(self, p, generator, "bernoulli_");
        return self;
    }
    at::Tensor mask = at::empty_like(self, self.options().dtype(at::kBool));
    draw_bernoulli(mask, p, generator, "bernoulli_");
    self.copy_(mask);
    return self;
}

at::Tensor& random_bernoulli_tensor_(at::Tensor& self, const at::Tensor& p, std::optional<at::Generator> generator) {
    check_device(self, "bernoulli_");
    check_device(p, "bernoulli_ (p)");
    // u < p elementwise, u uniform in [0, 1) in f32 (double for a double p)
    at::Tensor u = at::empty_like(self, self.options().dtype(p.scalar_type() == at::kDouble ? at::kDouble : at::kFloat)
                                            .memory_format(at::MemoryFormat::Contiguous));
    draw_uniform(u, 0.0, 1.0, generator, "bernoulli_");
    self.copy_(u.lt(p));
    return self;
}

at::Tensor& random_bernoulli_out(const at::Tensor& self, std::optional<at::Generator> generator, at::Tensor& out) {
    check_device(out, "bernoulli.out");
    at::native::resize_output(out, self.sizes());
    return random_bernoulli_tensor_(out, self, generator);
}

at::Tensor& random_from_(at::Tensor& self, int64_t from, std::optional<int64_t> to, std::optional<at::Generator> generator) {
    int64_t high;
    if (to.has_value()) {
        high = *to;
    } else {
        int64_t top = random_max(self.scalar_type());
        TORCH_CHECK_NOT_IMPLEMENTED(top < std::numeric_limits<int64_t>::max(), "random_(from, None) of an int64 tensor "
                                    "on the anyrt device: the range [from, 2^63) is wider than anyrt's randint bounds");
        high = top + 1;
    }
    fill_randint(self, from, high, generator, "random_");
    return self;
}

at::Tensor& random_to_(at::Tensor& self, int64_t to, std::optional<at::Generator> generator) {
    fill_randint(self, 0, to, generator, "random_");
    return self;
}

at::Tensor& random_(at::Tensor& self, std::optional<at::Generator> generator) {
    int64_t top = random_max(self.scalar_type());
    TORCH_CHECK_NOT_IMPLEMENTED(top < std::numeric_limits<int64_t>::max(), "random_() of an int64 tensor on the anyrt "
                                "device: the range [0, 2^63) is wider than anyrt's randint bounds");
    fill_randint(self, 0, top + 1, generator, "random_");
    return self;
}

// torch's rule (aten/src/ATen/native/Dropout.cpp): a bool keep-mask of probability 1 - p, the
// kept elements scaled by 1 / (1 - p) (0 when p is 1); outside training a copy and all-true mask.
std::tuple<at::Tensor, at::Tensor> native_dropout(const at::Tensor& input, double p, std::optional<bool> train) {
    check_device(input, "native_dropout");
    if (input.numel() == 0 || (train.has_value() && !*train))
        return {input.clone(), at::ones_like(input, input.options().dtype(at::kBool))};
    TORCH_CHECK_VALUE(p >= 0 && p <= 1, "dropout probability has to be between 0 and 1, but got ", p);
    double keep = 1.0 - p;
    double scale = keep == 0.0 ? 0.0 : 1.0 / keep;
    at::Tensor mask = at::empty_like(input, input.options().dtype(at::kBool));
    draw_bernoulli(mask, keep, std::nullopt, "native_dropout");
    at::Tensor output = input.mul(mask).mul_(scale);
    return {output, mask};
}

at::Tensor native_dropout_backward(const at::Tensor& grad_output, const at::Tensor& mask, double scale) {
    check_device(grad_output, "native_dropout_backward");
    TORCH_CHECK_TYPE(mask.scalar_type() == at::kBool, "native_dropout_backward: the mask must be bool, got ",
                     mask.scalar_type());
    return grad_output.mul(mask).mul_(scale);
}

}  // namespace anyrt_torch
