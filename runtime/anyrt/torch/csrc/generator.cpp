// The anyrt device generator (generator.h) and each device's default one.
#include "generator.h"

#include <ATen/Utils.h>
#include <c10/core/DeviceGuard.h>
#include <c10/util/Exception.h>

#include <cstring>
#include <deque>
#include <mutex>

namespace anyrt_torch {

Generator::Generator(c10::DeviceIndex device, uint64_t seed)
    : c10::GeneratorImpl(c10::Device(c10::DeviceType::PrivateUse1, device),
                         c10::DispatchKeySet(c10::DispatchKey::PrivateUse1)),
      seed_(seed) {}

void Generator::set_current_seed(uint64_t seed) {
    seed_ = seed;
    offset_ = 0;
}
uint64_t Generator::current_seed() const { return seed_; }
uint64_t Generator::seed() {
    set_current_seed(c10::detail::getNonDeterministicRandom(/*is_cuda=*/true));
    return seed_;
}
void Generator::set_offset(uint64_t offset) { offset_ = offset; }
uint64_t Generator::get_offset() const { return offset_; }

void Generator::set_state(const c10::TensorImpl& state) {
    TORCH_CHECK_TYPE(state.dtype() == caffe2::TypeMeta::Make<uint8_t>(),
                     "torch.Generator(device='anyrt').set_state: the state must be a torch.uint8 tensor, got ",
                     state.dtype());
    TORCH_CHECK_VALUE(state.numel() == 16 && state.device().is_cpu() && state.is_contiguous(),
                      "torch.Generator(device='anyrt').set_state: the state must be 16 contiguous bytes on the CPU "
                      "(get_state()'s), got ", state.numel(), " on ", state.device());
    const auto* p = static_cast<const uint8_t*>(state.data());
    std::memcpy(&seed_, p, 8);
    std::memcpy(&offset_, p + 8, 8);
}

c10::intrusive_ptr<c10::TensorImpl> Generator::get_state() const {
    at::Tensor state = at::empty({16}, at::TensorOptions().dtype(at::kByte).device(at::kCPU));
    auto* p = state.data_ptr<uint8_t>();
    std::memcpy(p, &seed_, 8);
    std::memcpy(p + 8, &offset_, 8);
    return state.getIntrusivePtr();
}

std::pair<uint64_t, uint64_t> Generator::reserve(uint64_t n) {
    std::pair<uint64_t, uint64_t> at{seed_, offset_};
    offset_ += n;
    return at;
}

Generator* Generator::clone_impl() const {
    auto* g = new Generator(device().index(), seed_);
    g->offset_ = offset_;
    return g;
}

namespace {
std::mutex g_defaults_mu;
std::deque<at::Generator> g_defaults;  // a deque: references handed out stay valid as it grows
}  // namespace

const at::Generator& default_generator(c10::DeviceIndex device) {
    if (device < 0) device = static_cast<c10::DeviceIndex>(current_device());
    TORCH_CHECK_INDEX(device < device_count(), "anyrt.torch: no anyrt device ", device, " (", device_count(),
                      " devices)");
    std::lock_guard<std::mutex> lock(g_defaults_mu);
    while (g_defaults.size() <= static_cast<size_t>(device))
        g_defaults.push_back(at::make_generator<Generator>(static_cast<c10::DeviceIndex>(g_defaults.size())));
    return g_defaults[static_cast<size_t>(device)];
}

at::Generator new_generator(c10::DeviceIndex device) {
    if (device < 0) device = static_cast<c10::DeviceIndex>(current_device());
    TORCH_CHECK_INDEX(device < device_count(), "torch.Generator(device='anyrt'): no anyrt device ", device, " (",
                      device_count(), " devices)");
    return at::make_generator<Generator>(device);
}

std::pair<uint64_t, uint64_t> reserve_draw(const std::optional<at::Generator>& gen, const at::Tensor& t,
                                           const char* what) {
    at::Generator g = gen.has_value() && gen->defined() ? *gen : default_generator(t.device().index());
    auto* impl = dynamic_cast<Generator*>(g.unsafeGetGeneratorImpl());
    TORCH_CHECK_VALUE(impl != nullptr, what, ": the generator must be an anyrt one (torch.Generator(device='anyrt')), "
                      "got one of device ", g.device());
    TORCH_CHECK_VALUE(g.device().index() == t.device().index(), what, ": the generator is of ", g.device(),
                      ", the tensor on ", t.device());
    std::lock_guard<std::mutex> lock(g.mutex());
    return impl->reserve(static_cast<uint64_t>(t.numel()));
}

}  // namespace anyrt_torch
