// torch.Generator(device="anyrt"): a (seed, offset) pair on anyrt's Philox4x32-10 random operators
// (uniform, normal, bernoulli, randint: spec/operators.yaml). Each draw of n elements takes the
// offsets [offset, offset + n) and moves the offset past them, so the same seed gives the same
// numbers however the draws are split across calls, and get_state/set_state replays them.
#pragma once

#include "anyrt_torch.h"

#include <ATen/core/Generator.h>
#include <c10/core/GeneratorImpl.h>

#include <optional>

namespace anyrt_torch {

class Generator final : public c10::GeneratorImpl {
public:
    explicit Generator(c10::DeviceIndex device, uint64_t seed = c10::default_rng_seed_val);

    void set_current_seed(uint64_t seed) override;
    uint64_t current_seed() const override;
    uint64_t seed() override;  // a fresh non-deterministic seed, made current
    void set_offset(uint64_t offset) override;
    uint64_t get_offset() const override;
    // The state: 16 bytes (uint8, CPU) holding the seed and the offset, little-endian.
    void set_state(const c10::TensorImpl& state) override;
    c10::intrusive_ptr<c10::TensorImpl> get_state() const override;

    // The (seed, offset) a draw of n elements uses; the offset moves past them. Call with the
    // generator's mutex held.
    std::pair<uint64_t, uint64_t> reserve(uint64_t n);

private:
    Generator* clone_impl() const override;
    uint64_t seed_;
    uint64_t offset_ = 0;
};

// The default generator of "anyrt:device" (made on first use, seeded with torch's default seed).
const at::Generator& default_generator(c10::DeviceIndex device);
at::Generator new_generator(c10::DeviceIndex device);

// For a random kernel on tensor t: the generator given (which must be an anyrt one, of t's device)
// or t's device's default, and the (seed, offset) of a draw of t.numel() elements.
std::pair<uint64_t, uint64_t> reserve_draw(const std::optional<at::Generator>& gen, const at::Tensor& t,
                                           const char* what);

}  // namespace anyrt_torch
