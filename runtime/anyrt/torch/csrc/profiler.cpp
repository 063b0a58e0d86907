// torch.profiler's device events for "anyrt": a Kineto child profiler (the plugin interface Kineto
// gives backends) over anyrt's trace layer in memory (anyrt_trace_start / stop / next). While torch
// profiles with ProfilerActivity.PrivateUse1, every anyrt call is a PRIVATEUSE1_RUNTIME event on its
// host thread and every task a call queued (a kernel, a copy) a CONCURRENT_KERNEL event on its
// device and stream, which torch shows as a device event of the renamed PrivateUse1 backend; both
// carry anyrt's correlation number. Registered once by register_profiler().
#include "anyrt_torch.h"

#include <kineto/GenericTraceActivity.h>
#include <kineto/IActivityProfiler.h>
#include <kineto/libkineto.h>
#include <kineto/output_base.h>

#include <unistd.h>

#include <chrono>
#include <ctime>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace anyrt_torch {

namespace {

using libkineto::ActivityType;

const std::set<ActivityType>& activity_types() {
    static const std::set<ActivityType> types{ActivityType::CONCURRENT_KERNEL, ActivityType::PRIVATEUSE1_RUNTIME};
    return types;
}

// anyrt's times are CLOCK_MONOTONIC; Kineto's and torch's the Unix epoch's (system_clock), in ns.
int64_t monotonic_to_epoch_offset() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    int64_t mono = static_cast<int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
    int64_t epoch = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::system_clock::now().time_since_epoch()).count();
    return epoch - mono;
}

class Session final : public libkineto::IActivityProfilerSession {
public:
    explicit Session(std::set<ActivityType> wanted) : wanted_(std::move(wanted)) {}

    void start() override {
        anyrt_status_t st = anyrt_trace_start();
        if (st != ANYRT_STATUS_SUCCESS) errors_.push_back("anyrt_trace_start failed: status " + std::to_string(st));
        status_ = libkineto::TraceStatus::RECORDING;
    }

    void stop() override {
        // Tasks still queued record when they run: wait for them on every device first.
        for (int d = 0; d < device_count(); ++d) {
            anyrt_device_kind_t k = ANYRT_DEVICE_KIND_CPU;
            int i = 0;
            if (anyrt_get_device(&k, &i) != ANYRT_STATUS_SUCCESS) break;
            if (anyrt_set_device(kind(), d) == ANYRT_STATUS_SUCCESS) (void)anyrt_synchronize_device();
            (void)anyrt_set_device(k, i);
        }
        (void)anyrt_trace_stop();
        collect();
        status_ = libkineto::TraceStatus::PROCESSING;
    }

    std::vector<std::string> errors() override { return errors_; }

    void processTrace(libkineto::ActivityLogger& logger) override {
        for (const auto& a : buffer_->activities) logger.handleGenericActivity(*a);
    }

    std::unique_ptr<libkineto::DeviceInfo> getDeviceInfo() override { return nullptr; }
    std::vector<libkineto::ResourceInfo> getResourceInfos() override { return {}; }
    // The events' owner from here on (the logger keeps pointers to them).
    std::unique_ptr<libkineto::CpuTraceBuffer> getTraceBuffer() override { return std::move(buffer_); }

private:
    void collect() {
        int64_t offset = monotonic_to_epoch_offset();
        anyrt_trace_event_t e{};
        e.struct_size = ANYRT_TRACE_EVENT_STRUCT_SIZE;
        int got = 0;
        while (anyrt_trace_next(&e, &got) == ANYRT_STATUS_SUCCESS && got) {
            ActivityType type = e.on_stream ? ActivityType::CONCURRENT_KERNEL : ActivityType::PRIVATEUSE1_RUNTIME;
            if (!wanted_.count(type)) continue;
            std::string name = std::string("anyrt_") + e.name;
            buffer_->emplace_activity(buffer_->span, type, name);
            libkineto::GenericTraceActivity& a = *buffer_->activities.back();
            a.startTime = e.start_ns + offset;
            a.endTime = e.end_ns + offset;
            a.id = static_cast<int32_t>(e.correlation);
            a.device = e.on_stream ? e.device : static_cast<int32_t>(getpid());
            a.resource = static_cast<int32_t>(e.on_stream ? e.stream : e.thread);
            a.threadId = static_cast<int32_t>(e.thread);
            // quoted text only: the numeric form formats with the fmt library libtorch does not export
            a.addMetadataQuoted("device", "anyrt:" + std::to_string(e.device));
            if (e.on_stream) a.addMetadataQuoted("stream", std::to_string(e.stream));
            if (e.bytes) a.addMetadataQuoted("bytes", std::to_string(e.bytes));
            if (e.status != ANYRT_STATUS_SUCCESS) a.addMetadataQuoted("status", std::to_string(static_cast<int>(e.status)));
            if (e.on_stream) ++buffer_->gpuOpCount;
        }
    }

    std::set<ActivityType> wanted_;
    std::vector<std::string> errors_;
    std::unique_ptr<libkineto::CpuTraceBuffer> buffer_ = std::make_unique<libkineto::CpuTraceBuffer>();
};

class Profiler final : public libkineto::IActivityProfiler {
public:
    const std::string& name() const override {
        static const std::string n = "anyrt";
        return n;
    }
    const std::set<ActivityType>& availableActivities() const override { return activity_types(); }

    std::unique_ptr<libkineto::IActivityProfilerSession> configure(const std::set<ActivityType>& types,
                                                                   const libkineto::Config& config) override {
        std::set<ActivityType> wanted;
        for (ActivityType t : types)
            if (activity_types().count(t)) wanted.insert(t);
        if (wanted.empty()) return nullptr;
        return std::make_unique<Session>(std::move(wanted));
    }

    std::unique_ptr<libkineto::IActivityProfilerSession> configure(int64_t ts_ms, int64_t duration_ms,
                                                                   const std::set<ActivityType>& types,
                                                                   const libkineto::Config& config) override {
        return configure(types, config);
    }
};

}  // namespace

void register_profiler() {
    static bool done = false;
    if (done) return;
    done = true;
    libkineto::api().registerProfilerFactory([] { return std::make_unique<Profiler>(); });
}

}  // namespace anyrt_torch
