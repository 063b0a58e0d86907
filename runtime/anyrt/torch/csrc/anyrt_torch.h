// What the parts of the anyrt PrivateUse1 extension share: the one device kind torch's "anyrt"
// device maps to, anyrt status -> torch exception, the device switch, torch streams <-> anyrt
// streams, and the allocator.
#pragma once

#include <anyrt.h>

#include <ATen/ATen.h>
#include <c10/core/Stream.h>

#include <string>
#include <utility>

namespace anyrt_torch {

// The anyrt device kind behind torch's "anyrt" device, fixed once by init() (anyrt.torch.kind).
anyrt_device_kind_t kind();
int device_count();
void init(int kind);
void register_hooks();
// torch.profiler's device events from anyrt's trace layer (profiler.cpp).
void register_profiler();
// True once anyrt's atexit shutdown has run: deleters and destructors then call nothing.
bool shut_down();
void mark_shut_down();
// Before anyrt shuts down: frees every live allocation (tensors still alive then keep dangling
// pointers no call may use) and destroys the streams torch made.
void release_all();

// Throws the torch exception for `status` (out of memory -> torch.OutOfMemoryError, invalid
// value -> ValueError, not supported -> NotImplementedError, else RuntimeError), with anyrt's
// error record (function, argument, message) and `what` (the torch-side call).
[[noreturn]] void raise_status(anyrt_status_t status, const char* what);
// The exception of each status (generated: spec/compat/torch.yaml `exceptions`).
[[noreturn]] void throw_status(anyrt_status_t status, const std::string& message);
inline void check(anyrt_status_t status, const char* what) {
    if (status != ANYRT_STATUS_SUCCESS && status != ANYRT_STATUS_WARNING) raise_status(status, what);
}

// Makes device `index` of kind() anyrt's current device for this thread while alive.
class DeviceSwitch {
public:
    explicit DeviceSwitch(int index);
    ~DeviceSwitch();
    DeviceSwitch(const DeviceSwitch&) = delete;
    DeviceSwitch& operator=(const DeviceSwitch&) = delete;

private:
    anyrt_device_kind_t old_kind_ = ANYRT_DEVICE_KIND_CPU;
    int old_index_ = -1;
};

// torch's current device index (the guard's), which anyrt's current device follows.
int current_device();
// The anyrt stream of a torch stream id on `device` (id 0: the device's default stream).
anyrt_stream_t stream_handle(int device, c10::StreamId id);
// The anyrt stream of torch's current stream on `device`.
anyrt_stream_t current_stream(int device);
c10::Stream current_torch_stream(int device);
// The priority anyrt gave torch's stream `id` of `device` (clamped), and the device's (least,
// greatest) priorities; lower is more urgent (CUDA's convention).
int stream_priority(int device, c10::StreamId id);
std::pair<int, int> stream_priority_range(int device);

// Device memory of `bytes` on `device`, freed in the order of the stream current at allocation.
at::DataPtr allocate(int device, size_t bytes);

// The ATen operators that ran through the CPU fallback since the last reset.
std::vector<std::string> fallback_ops();
void reset_fallback_ops();
void set_fallback_enabled(bool on);

}  // namespace anyrt_torch
