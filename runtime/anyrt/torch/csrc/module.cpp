// The Python face of the extension (anyrt.torch._C): initialization for one device kind, the
// fallback record, and the current stream's anyrt handle for anyrt's own C calls (collectives).
#include "anyrt_torch.h"
#include "generator.h"
#include "native_ops.h"

#include <ATen/detail/PrivateUse1HooksInterface.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <torch/csrc/Generator.h>
#include <torch/extension.h>

namespace {

void init(int kind) {
    anyrt_torch::init(kind);
    anyrt_torch::register_hooks();
    anyrt_torch::register_profiler();
}

std::uintptr_t current_stream_handle(int device) {
    return reinterpret_cast<std::uintptr_t>(anyrt_torch::current_stream(device));
}

void shutdown() {
    anyrt_torch::release_descriptors();
    anyrt_torch::release_all();
    anyrt_torch::mark_shut_down();
}

}  // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
    m.doc() = "torch's PrivateUse1 device 'anyrt' over one anyrt device kind";
    m.def("init", &init, "Serve torch's 'anyrt' device with the devices of this anyrt kind", py::arg("kind"));
    m.def("device_count", &anyrt_torch::device_count);
    m.def("current_stream_handle", &current_stream_handle,
          "The anyrt_stream_t of torch's current stream on this anyrt device, as an integer", py::arg("device_index"));
    m.def("fallback_ops", &anyrt_torch::fallback_ops);
    m.def("reset_fallback_ops", &anyrt_torch::reset_fallback_ops);
    m.def("set_fallback_enabled", &anyrt_torch::set_fallback_enabled, py::arg("on"));
    m.def(
        "default_generator",
        [](int device) {
            return py::reinterpret_steal<py::object>(
                THPGenerator_initDefaultGenerator(anyrt_torch::default_generator(static_cast<c10::DeviceIndex>(device))));
        },
        "The default torch.Generator of anyrt device `device_index`", py::arg("device_index"));
    m.def(
        "device_of_pointer",
        [](std::uintptr_t ptr) {
            return static_cast<int>(at::detail::getPrivateUse1Hooks().getDeviceFromPtr(reinterpret_cast<void*>(ptr)).index());
        },
        "The anyrt device index torch's getDeviceFromPtr answers for an address (at::from_blob without a device)",
        py::arg("ptr"));
    m.def("stream_priority", &anyrt_torch::stream_priority,
          "The priority of torch's stream `stream_id` on anyrt device `device_index`", py::arg("device_index"),
          py::arg("stream_id"));
    m.def(
        "pool_stream",
        [](int device, bool high_priority) {
            c10::Device d(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device));
            return static_cast<int64_t>(
                c10::impl::getDeviceGuardImpl(c10::DeviceType::PrivateUse1)->getStreamFromGlobalPool(d, high_priority).id());
        },
        "The id of a stream of torch's global pool on anyrt device `device_index` (getStreamFromGlobalPool)",
        py::arg("device_index"), py::arg("high_priority"));
    m.def("stream_priority_range", &anyrt_torch::stream_priority_range,
          "(least, greatest) stream priority of anyrt device `device_index`", py::arg("device_index"));
    m.def("shutdown", &shutdown, "Called before anyrt shuts down: later frees do nothing");
}
