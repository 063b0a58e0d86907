// The hand-written half of torch's "anyrt" device: device switch, streams and events behind
// c10's DeviceGuardImplInterface, the allocator (a c10::DeviceAllocator, so torch.accelerator's
// memory statistics work), the PrivateUse1 hooks, and anyrt status -> torch exception.
#include "anyrt_torch.h"
#include "generator.h"
#include "native_ops.h"

#include <ATen/detail/PrivateUse1HooksInterface.h>
#include <c10/core/CachingDeviceAllocator.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <c10/util/Exception.h>

#include <atomic>
#include <cstring>
#include <cstdint>
#include <map>
#include <tuple>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

namespace anyrt_torch {

namespace {
std::atomic<int> g_kind{-1};
std::atomic<int> g_count{0};
std::atomic<bool> g_shut_down{false};
}  // namespace

anyrt_device_kind_t kind() {
    int k = g_kind.load();
    TORCH_CHECK(k >= 0, "anyrt.torch: the extension is not initialized (import anyrt.torch)");
    return static_cast<anyrt_device_kind_t>(k);
}
int device_count() { return g_count.load(); }
bool shut_down() { return g_shut_down.load(); }
void mark_shut_down() { g_shut_down.store(true); }

void init(int k) {
    int n = 0;
    check(anyrt_get_device_count(static_cast<anyrt_device_kind_t>(k), &n), "anyrt.torch init");
    g_count.store(n);
    g_kind.store(k);
}

void raise_status(anyrt_status_t status, const char* what) {
    anyrt_error_info_t info{};
    info.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    std::string msg = std::string(what) + ": ";
    if (anyrt_get_last_error(&info) == ANYRT_STATUS_SUCCESS && info.status == status && info.function[0]) {
        msg += std::string("anyrt_") + info.function;
        if (info.param[0]) msg += std::string(" (argument '") + info.param + "')";
        if (info.backend[0]) msg += std::string(" on backend ") + info.backend;
        msg += std::string(": ") + info.message;
    } else {
        msg += "anyrt status " + std::to_string(static_cast<int>(status));
    }
    throw_status(status, msg);
}

DeviceSwitch::DeviceSwitch(int index) {
    check(anyrt_get_device(&old_kind_, &old_index_), "anyrt.torch device switch");
    if (old_kind_ != kind() || old_index_ != index) check(anyrt_set_device(kind(), index), "anyrt.torch device switch");
}

DeviceSwitch::~DeviceSwitch() {
    anyrt_device_kind_t k;
    int i;
    if (!shut_down() && anyrt_get_device(&k, &i) == ANYRT_STATUS_SUCCESS && (k != old_kind_ || i != old_index_))
        (void)anyrt_set_device(old_kind_, old_index_);
}

// ---- devices and streams -------------------------------------------------------------------
namespace {

thread_local int t_device = 0;

// Per device: the anyrt streams torch has named; torch's stream id is the index (0: default). The
// global pool (getStreamFromGlobalPool) is kPoolSize streams of each priority, made on first use.
struct DeviceStreams {
    std::mutex mu;
    std::vector<anyrt_stream_t> streams;
    std::vector<c10::StreamId> pool[2];  // [0]: the default priority, [1]: the device's greatest
    size_t pool_next[2] = {0, 0};
};
constexpr size_t kPoolSize = 4;
constexpr int kMaxDevices = 64;
DeviceStreams g_streams[kMaxDevices];

// Each thread's current stream id per device.
thread_local std::vector<c10::StreamId> t_current;

void check_index(int device, const char* what) {
    TORCH_CHECK_INDEX(device >= 0 && device < device_count() && device < kMaxDevices, what, ": anyrt device index ",
                      device, " out of range (", device_count(), " anyrt ", "devices of this kind)");
}

DeviceStreams& streams_of(int device) {
    check_index(device, "anyrt.torch streams");
    DeviceStreams& s = g_streams[device];
    std::lock_guard<std::mutex> lock(s.mu);
    if (s.streams.empty()) {
        DeviceSwitch sw(device);
        anyrt_stream_t def = nullptr;
        check(anyrt_get_default_stream(&def), "anyrt.torch default stream");
        s.streams.push_back(def);
    }
    return s;
}

// A new stream of `priority` (CUDA's and torch's convention: lower is more urgent; anyrt clamps it
// to the device's range). Priority 0 is a plain stream unless `with_priority`.
c10::StreamId new_stream(int device, int priority = 0, bool with_priority = false) {
    DeviceStreams& s = streams_of(device);
    DeviceSwitch sw(device);
    anyrt_stream_t st = nullptr;
    if (priority == 0 && !with_priority)
        check(anyrt_create_stream(&st), "torch.Stream(device='anyrt')");
    else
        check(anyrt_create_stream_with_priority(&st, priority), "torch.Stream(device='anyrt', priority=...)");
    std::lock_guard<std::mutex> lock(s.mu);
    s.streams.push_back(st);
    return static_cast<c10::StreamId>(s.streams.size() - 1);
}

std::pair<int, int> priority_range(int device) {
    DeviceSwitch sw(device);
    int least = 0, greatest = 0;
    check(anyrt_get_stream_priority_range(&least, &greatest), "torch.anyrt.Stream.priority_range");
    return {least, greatest};
}

c10::StreamId pool_stream(int device, bool high) {
    DeviceStreams& s = streams_of(device);
    std::vector<c10::StreamId>& pool = s.pool[high];
    {
        std::lock_guard<std::mutex> lock(s.mu);
        if (pool.size() >= kPoolSize) return pool[s.pool_next[high]++ % kPoolSize];
    }
    int priority = high ? priority_range(device).second : 0;
    std::vector<c10::StreamId> made;
    for (size_t i = 0; i < kPoolSize; ++i) made.push_back(new_stream(device, priority, high));
    std::lock_guard<std::mutex> lock(s.mu);
    if (pool.empty()) pool = made;  // another thread's pool won: its streams stay named, unused
    return pool[s.pool_next[high]++ % kPoolSize];
}

}  // namespace

int current_device() { return t_device; }

anyrt_stream_t stream_handle(int device, c10::StreamId id) {
    DeviceStreams& s = streams_of(device);
    std::lock_guard<std::mutex> lock(s.mu);
    TORCH_CHECK_VALUE(id >= 0 && static_cast<size_t>(id) < s.streams.size(), "anyrt.torch: no stream ", id,
                      " on anyrt device ", device);
    return s.streams[static_cast<size_t>(id)];
}

c10::Stream current_torch_stream(int device) {
    check_index(device, "anyrt.torch current stream");
    c10::StreamId id = static_cast<size_t>(device) < t_current.size() ? t_current[static_cast<size_t>(device)] : 0;
    return c10::Stream(c10::Stream::UNSAFE, c10::Device(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device)), id);
}

anyrt_stream_t current_stream(int device) { return stream_handle(device, current_torch_stream(device).id()); }

int stream_priority(int device, c10::StreamId id) {
    anyrt_stream_t st = stream_handle(device, id);
    DeviceSwitch sw(device);
    int priority = 0;
    check(anyrt_get_stream_priority(st, &priority), "torch.anyrt.Stream.priority");
    return priority;
}

std::pair<int, int> stream_priority_range(int device) {
    check_index(device, "torch.anyrt.Stream.priority_range");
    return priority_range(device);
}

namespace {

void set_current_stream(const c10::Stream& s) {
    size_t d = static_cast<size_t>(s.device_index());
    if (t_current.size() <= d) t_current.resize(d + 1, 0);
    t_current[d] = s.id();
}

anyrt_event_t as_event(void* e) { return static_cast<anyrt_event_t>(e); }

struct GuardImpl final : c10::impl::DeviceGuardImplInterface {
    static constexpr c10::DeviceType T = c10::DeviceType::PrivateUse1;
    c10::DeviceType type() const override { return T; }

    c10::Device exchangeDevice(c10::Device d) const override {
        c10::Device old = getDevice();
        if (old.index() != d.index()) setDevice(d);
        return old;
    }
    c10::Device getDevice() const override { return c10::Device(T, static_cast<c10::DeviceIndex>(t_device)); }
    void setDevice(c10::Device d) const override {
        TORCH_CHECK(d.type() == T, "anyrt.torch: expected an anyrt device, got ", d);
        check_index(d.index(), "torch.accelerator.set_device_index");
        check(anyrt_set_device(kind(), d.index()), "anyrt.torch set_device");
        t_device = d.index();
    }
    void uncheckedSetDevice(c10::Device d) const noexcept override {
        if (d.index() >= 0 && d.index() < device_count() && !shut_down() &&
            anyrt_set_device(kind(), d.index()) == ANYRT_STATUS_SUCCESS)
            t_device = d.index();
    }
    // A device without an index ("anyrt") is the current one.
    static c10::Device indexed(c10::Device d) {
        return d.has_index() ? d : c10::Device(T, static_cast<c10::DeviceIndex>(t_device));
    }
    c10::Stream getStream(c10::Device d) const override { return current_torch_stream(indexed(d).index()); }
    c10::Stream getDefaultStream(c10::Device d) const override {
        d = indexed(d);
        (void)streams_of(d.index());
        return c10::Stream(c10::Stream::UNSAFE, d, 0);
    }
    c10::Stream getNewStream(c10::Device d, int priority) const override {
        d = indexed(d);
        return c10::Stream(c10::Stream::UNSAFE, d, new_stream(d.index(), priority));
    }
    c10::Stream getStreamFromGlobalPool(c10::Device d, bool high_priority) const override {
        d = indexed(d);
        return c10::Stream(c10::Stream::UNSAFE, d, pool_stream(d.index(), high_priority));
    }
    c10::Stream exchangeStream(c10::Stream s) const override {
        c10::Stream old = current_torch_stream(s.device_index());
        (void)stream_handle(s.device_index(), s.id());  // refuses an id this device never made
        set_current_stream(s);
        return old;
    }
    void* getStreamNativeHandle(const c10::Stream s) const override { return stream_handle(s.device_index(), s.id()); }
    c10::DeviceIndex deviceCount() const noexcept override { return static_cast<c10::DeviceIndex>(device_count()); }

    void destroyEvent(void* event, const c10::DeviceIndex device) const noexcept override {
        if (!event || shut_down()) return;
        (void)device;
        (void)anyrt_destroy_event(as_event(event));
    }
    void record(void** event, const c10::Stream& s, const c10::DeviceIndex device, const c10::EventFlag flag) const override {
        TORCH_CHECK(device == -1 || device == s.device_index(), "anyrt.torch: event of device ", device,
                    " recorded on a stream of device ", s.device_index());
        DeviceSwitch sw(s.device_index());
        if (!*event) {
            anyrt_event_t e = nullptr;
            // PYTORCH_DEFAULT is torch's "no timing" default; BACKEND_DEFAULT asks for timing
            auto flags = flag == c10::EventFlag::BACKEND_DEFAULT ? ANYRT_EVENT_FLAGS_DEFAULT : ANYRT_EVENT_FLAGS_DISABLE_TIMING;
            check(anyrt_create_event(&e, flags), "torch.Event");
            *event = e;
        }
        check(anyrt_record_event(as_event(*event), stream_handle(s.device_index(), s.id())), "torch.Event.record");
    }
    void block(void* event, const c10::Stream& s) const override {
        if (!event) return;
        check(anyrt_stream_wait_event(stream_handle(s.device_index(), s.id()), as_event(event)), "torch.Event.wait");
    }
    bool queryEvent(void* event) const override {
        if (!event) return true;
        anyrt_status_t st = anyrt_query_event(as_event(event));
        if (st == ANYRT_STATUS_NOT_READY) return false;
        check(st, "torch.Event.query");
        return true;
    }
    void synchronizeEvent(void* event) const override {
        if (event) check(anyrt_synchronize_event(as_event(event)), "torch.Event.synchronize");
    }
    double elapsedTime(void* start, void* end, const c10::DeviceIndex device) const override {
        TORCH_CHECK_VALUE(start && end, "torch.Event.elapsed_time: both events must be recorded first");
        (void)device;
        float ms = 0;
        check(anyrt_event_elapsed_time(&ms, as_event(start), as_event(end)), "torch.Event.elapsed_time");
        return ms;
    }
    bool queryStream(const c10::Stream& s) const override {
        anyrt_status_t st = anyrt_query_stream(stream_handle(s.device_index(), s.id()));
        if (st == ANYRT_STATUS_NOT_READY) return false;
        check(st, "torch.Stream.query");
        return true;
    }
    void synchronizeStream(const c10::Stream& s) const override {
        check(anyrt_synchronize_stream(stream_handle(s.device_index(), s.id())), "torch.Stream.synchronize");
    }
    void synchronizeDevice(c10::DeviceIndex device) const override {
        if (device < 0) device = static_cast<c10::DeviceIndex>(t_device);
        check_index(device, "torch.accelerator.synchronize");
        DeviceSwitch sw(device);
        check(anyrt_synchronize_device(), "torch.accelerator.synchronize");
    }
    void recordDataPtrOnStream(const c10::DataPtr& data, const c10::Stream& s) const override;
    // torch.accelerator.get_device_capability: the dtypes anyrt stores and converts between
    // (spec/compat/torch.yaml `dtypes`), the same for every device of the kind.
    c10::DeviceCapability getDeviceCapability(c10::Device d) const override {
        (void)d;
        c10::DeviceCapability c;
        c.capability_data.capability_bits = 0;
        for (int i = 0; i < static_cast<int>(c10::NumScalarTypes) && i < 64; ++i)
            if (to_anyrt(static_cast<at::ScalarType>(i)) != ANYRT_DTYPE_INVALID)
                c.capability_data.capability_bits |= uint64_t{1} << i;
        return c;
    }
};

// ---- allocator ---------------------------------------------------------------------------
// One context per allocation: freed on the stream it was allocated on (after the work queued
// there); streams it was recorded on (record_stream) are synchronized first.
struct Allocation {
    void* ptr;
    size_t bytes;
    int device;
    anyrt_stream_t stream;
    std::vector<anyrt_stream_t> also;
};

struct Stats {
    std::mutex mu;
    c10::CachingDeviceAllocator::DeviceStats s;
};
Stats g_stats[kMaxDevices];

// torch.cuda's counting: allocated/active/requested follow the tensors; reserved and segments
// follow the device memory held, the pool's cached blocks included (reserved = allocated + cached).
using StatArray = c10::CachingDeviceAllocator::StatArray;
void bump(StatArray& arr, int64_t amount) {
    auto& a = arr[static_cast<size_t>(c10::CachingDeviceAllocator::StatType::AGGREGATE)];
    if (amount >= 0) a.increase(static_cast<size_t>(amount)); else a.decrease(static_cast<size_t>(-amount));
}

// A tensor took (bytes > 0) or let go of (bytes < 0) a block; `fresh`: a new device allocation.
void note_use(int device, int64_t bytes, bool fresh) {
    Stats& st = g_stats[device];
    std::lock_guard<std::mutex> lock(st.mu);
    for (auto* arr : {&st.s.allocated_bytes, &st.s.active_bytes, &st.s.requested_bytes}) bump(*arr, bytes);
    for (auto* arr : {&st.s.allocation, &st.s.active}) bump(*arr, bytes >= 0 ? 1 : -1);
    if (fresh) {
        bump(st.s.reserved_bytes, bytes);
        bump(st.s.segment, 1);
        st.s.num_device_alloc++;
    }
}

// A cached block of `bytes` went back to the device.
void note_returned(int device, size_t bytes) {
    Stats& st = g_stats[device];
    std::lock_guard<std::mutex> lock(st.mu);
    bump(st.s.reserved_bytes, -static_cast<int64_t>(bytes));
    bump(st.s.segment, -1);
    st.s.num_device_free++;
}

// Every live allocation, so that anyrt's shutdown (atexit, before the last tensors die) can give
// them back while the backend is still there.
std::mutex g_live_mu;
std::map<std::uintptr_t, Allocation*> g_live;  // by start address

// Blocks torch let go of, kept for the next allocation of the same rounded size on the same
// device and stream: stream order makes that reuse safe without waiting (CUDA's caching
// allocator's rule); emptyCache and an allocation that runs out give them back.
using PoolKey = std::tuple<int, std::uintptr_t, size_t>;
std::mutex g_pool_mu;
std::map<PoolKey, std::vector<void*>> g_pool;

constexpr size_t kRound = 512;
size_t rounded(size_t bytes) { return (bytes + kRound - 1) / kRound * kRound; }

void* pool_take(int device, anyrt_stream_t stream, size_t bytes) {
    std::lock_guard<std::mutex> lock(g_pool_mu);
    auto it = g_pool.find(PoolKey{device, reinterpret_cast<std::uintptr_t>(stream), bytes});
    if (it == g_pool.end() || it->second.empty()) return nullptr;
    void* p = it->second.back();
    it->second.pop_back();
    return p;
}

// Frees every pooled block after the work queued on its device (so the memory is the device's
// again when this returns: an allocation right after empty_cache, or the retry of one that ran
// out, must find it free, not queued for freeing).
void pool_release() {
    std::lock_guard<std::mutex> lock(g_pool_mu);
    std::unordered_set<int> synced;
    for (auto& [key, blocks] : g_pool) {
        if (blocks.empty()) continue;
        int device = std::get<0>(key);
        DeviceSwitch sw(device);
        if (synced.insert(device).second) (void)anyrt_synchronize_device();
        for (void* p : blocks) {
            (void)anyrt_free(p);
            note_returned(device, std::get<2>(key));
        }
    }
    g_pool.clear();
}

void release(void* ctx) {
    std::unique_ptr<Allocation> a(static_cast<Allocation*>(ctx));
    {
        std::lock_guard<std::mutex> lock(g_live_mu);
        // Absent: freed by release_all() at shutdown; the backend may be gone since.
        auto it = g_live.find(reinterpret_cast<std::uintptr_t>(a->ptr));
        if (it == g_live.end() || it->second != a.get()) return;
        g_live.erase(it);
    }
    note_use(a->device, -static_cast<int64_t>(a->bytes), false);
    // Used on other streams (record_stream): their work must end before the block is reused.
    for (anyrt_stream_t s : a->also)
        if (s != a->stream) (void)anyrt_synchronize_stream(s);
    std::lock_guard<std::mutex> lock(g_pool_mu);
    g_pool[PoolKey{a->device, reinterpret_cast<std::uintptr_t>(a->stream), a->bytes}].push_back(a->ptr);
}

struct Allocator final : c10::DeviceAllocator {
    c10::DataPtr allocate(size_t n) override { return anyrt_torch::allocate(current_device(), n); }
    c10::DeleterFnPtr raw_deleter() const override { return nullptr; }
    void copy_data(void* dst, const void* src, std::size_t count) const override {
        check(anyrt_memcpy(dst, src, count, ANYRT_MEMCPY_KIND_D2D), "anyrt.torch copy_data");
    }
    bool initialized() override { return g_kind.load() >= 0; }
    void emptyCache(c10::MempoolId_t) override { pool_release(); }
    void recordStream(const c10::DataPtr& ptr, c10::Stream s) override {
        auto* a = static_cast<Allocation*>(ptr.get_context());
        if (a && ptr.get_deleter() == &release) a->also.push_back(stream_handle(s.device_index(), s.id()));
    }
    c10::CachingDeviceAllocator::DeviceStats getDeviceStats(c10::DeviceIndex d) override {
        check_index(d, "torch.accelerator.memory_stats");
        std::lock_guard<std::mutex> lock(g_stats[d].mu);
        return g_stats[d].s;
    }
    void resetAccumulatedStats(c10::DeviceIndex d) override {
        check_index(d, "torch.accelerator.reset_accumulated_memory_stats");
        std::lock_guard<std::mutex> lock(g_stats[d].mu);
        auto& s = g_stats[d].s;
        for (auto* arr : {&s.allocated_bytes, &s.reserved_bytes, &s.active_bytes, &s.requested_bytes, &s.allocation,
                          &s.segment, &s.active})
            for (auto& x : *arr) x.reset_accumulated();
        s.num_device_alloc = s.num_device_free = 0;
    }
    void resetPeakStats(c10::DeviceIndex d) override {
        check_index(d, "torch.accelerator.reset_peak_memory_stats");
        std::lock_guard<std::mutex> lock(g_stats[d].mu);
        auto& s = g_stats[d].s;
        for (auto* arr : {&s.allocated_bytes, &s.reserved_bytes, &s.active_bytes, &s.requested_bytes, &s.allocation,
                          &s.segment, &s.active})
            for (auto& x : *arr) x.reset_peak();
    }
    std::pair<size_t, size_t> getMemoryInfo(c10::DeviceIndex d) override {
        check_index(d, "torch.accelerator.get_memory_info");
        DeviceSwitch sw(d);
        size_t free_b = 0, total = 0;
        check(anyrt_get_memory_info(&free_b, &total), "torch.accelerator.get_memory_info");
        return {free_b, total};
    }
};

Allocator g_allocator;

void GuardImpl::recordDataPtrOnStream(const c10::DataPtr& data, const c10::Stream& s) const {
    g_allocator.recordStream(data, s);
}

// ---- pinned host memory --------------------------------------------------------------------
// Tensor.pin_memory() and pin_memory=True: anyrt's host allocation (page-locked where the backend
// has it), each block remembered so that shutdown can give back what tensors still hold.
std::mutex g_pinned_mu;
std::map<std::uintptr_t, size_t> g_pinned;  // start -> bytes

void free_pinned(void* p) {
    {
        std::lock_guard<std::mutex> lock(g_pinned_mu);
        // Absent: freed by release_all() at shutdown.
        if (g_pinned.erase(reinterpret_cast<std::uintptr_t>(p)) == 0) return;
    }
    (void)anyrt_free_host(p);
}

struct PinnedAllocator final : c10::Allocator {
    c10::DataPtr allocate(size_t n) override {
        if (n == 0) return c10::DataPtr(nullptr, c10::Device(c10::DeviceType::CPU));
        DeviceSwitch sw(current_device());
        void* p = nullptr;
        check(anyrt_malloc_host(&p, n), "Tensor.pin_memory");
        {
            std::lock_guard<std::mutex> lock(g_pinned_mu);
            g_pinned[reinterpret_cast<std::uintptr_t>(p)] = n;
        }
        return c10::DataPtr(p, p, &free_pinned, c10::Device(c10::DeviceType::CPU));
    }
    c10::DeleterFnPtr raw_deleter() const override { return &free_pinned; }
    void copy_data(void* dst, const void* src, std::size_t count) const override { std::memcpy(dst, src, count); }
};
PinnedAllocator g_pinned_allocator;


// ---- hooks -------------------------------------------------------------------------------
struct Hooks final : at::PrivateUse1HooksInterface {
    bool isBuilt() const override { return true; }
    bool isAvailable() const override { return device_count() > 0; }
    bool hasPrimaryContext(c10::DeviceIndex d) const override { return d >= 0 && d < device_count(); }
    const at::Generator& getDefaultGenerator(c10::DeviceIndex d) const override { return default_generator(d); }
    at::Generator getNewGenerator(c10::DeviceIndex d) const override { return new_generator(d); }
    // From anyrt's allocation registry (anyrt_pointer_get_attributes): the device of any anyrt
    // device or unified allocation of this backend's kind holding the pointer, torch's or not
    // (torch.from_blob and friends); anything else is refused by name.
    c10::Device getDeviceFromPtr(void* data) const override {
        anyrt_device_kind_t k = ANYRT_DEVICE_KIND_CPU;
        int device = -1;
        anyrt_memory_type_t mem = ANYRT_MEMORY_TYPE_DEVICE;
        anyrt_status_t st = anyrt_pointer_get_attributes(data, &k, &device, &mem);
        if (st != ANYRT_STATUS_SUCCESS) {
            anyrt_error_info_t info{};
            info.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
            (void)anyrt_get_last_error(&info);
            TORCH_CHECK_VALUE(false, "anyrt.torch getDeviceFromPtr: ", data, " is not in memory anyrt allocated (name the "
                              "device explicitly): ", info.message);
        }
        TORCH_CHECK_VALUE(mem != ANYRT_MEMORY_TYPE_HOST, "anyrt.torch getDeviceFromPtr: ", data, " is pinned host memory, "
                          "not an anyrt device's");
        TORCH_CHECK_VALUE(k == kind(), "anyrt.torch getDeviceFromPtr: ", data, " is memory of another anyrt device kind (",
                          static_cast<int>(k), ") than torch's \"anyrt\" device (", static_cast<int>(kind()), ")");
        return c10::Device(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device));
    }
    // Pinned: host memory anyrt allocated (anyrt_malloc_host), by Tensor.pin_memory or anyone else.
    bool isPinnedPtr(const void* data) const override {
        anyrt_memory_type_t mem = ANYRT_MEMORY_TYPE_DEVICE;
        return data != nullptr && anyrt_pointer_get_attributes(data, nullptr, nullptr, &mem) == ANYRT_STATUS_SUCCESS &&
               mem == ANYRT_MEMORY_TYPE_HOST;
    }
    c10::Allocator* getPinnedMemoryAllocator() const override { return &g_pinned_allocator; }
    c10::DeviceIndex deviceCount() const override { return static_cast<c10::DeviceIndex>(device_count()); }
    void setCurrentDevice(c10::DeviceIndex d) const override { GuardImpl().setDevice(c10::Device(c10::DeviceType::PrivateUse1, d)); }
    c10::DeviceIndex getCurrentDevice() const override { return static_cast<c10::DeviceIndex>(current_device()); }
    c10::DeviceIndex exchangeDevice(c10::DeviceIndex d) const override {
        c10::DeviceIndex old = getCurrentDevice();
        setCurrentDevice(d);
        return old;
    }
    c10::DeviceIndex maybeExchangeDevice(c10::DeviceIndex d) const override { return exchangeDevice(d); }
    void resizePrivateUse1Bytes(const c10::Storage& storage, size_t newsize) const override;
};

}  // namespace

at::DataPtr allocate(int device, size_t bytes) {
    c10::Device dev(c10::DeviceType::PrivateUse1, static_cast<c10::DeviceIndex>(device));
    if (bytes == 0) return c10::DataPtr(nullptr, dev);
    check_index(device, "anyrt.torch allocate");
    anyrt_stream_t stream = current_stream(device);
    bytes = rounded(bytes);
    DeviceSwitch sw(device);
    void* p = pool_take(device, stream, bytes);
    bool fresh = p == nullptr;
    if (fresh) {
        anyrt_status_t st = anyrt_malloc(&p, bytes);
        if (st == ANYRT_STATUS_OUT_OF_MEMORY) {
            // What the pool holds, and frees still queued on the device's streams, may make room.
            pool_release();
            (void)anyrt_synchronize_device();
            st = anyrt_malloc(&p, bytes);
        }
        check(st, "anyrt.torch allocate");
    }
    note_use(device, static_cast<int64_t>(bytes), fresh);
    auto* a = new Allocation{p, bytes, device, stream, {}};
    {
        std::lock_guard<std::mutex> lock(g_live_mu);
        g_live[reinterpret_cast<std::uintptr_t>(p)] = a;
    }
    return c10::DataPtr(p, a, &release, dev);
}

namespace {
void release_pinned() {
    std::lock_guard<std::mutex> lock(g_pinned_mu);
    for (auto& [start, bytes] : g_pinned) (void)anyrt_free_host(reinterpret_cast<void*>(start));
    g_pinned.clear();
}
}  // namespace

void release_all() {
    pool_release();
    std::lock_guard<std::mutex> lock(g_live_mu);
    for (auto& [start, a] : g_live) {
        DeviceSwitch sw(a->device);
        (void)anyrt_synchronize_device();
        (void)anyrt_free(a->ptr);
    }
    g_live.clear();
    release_pinned();
    for (int d = 0; d < kMaxDevices && d < device_count(); ++d) {
        std::lock_guard<std::mutex> slock(g_streams[d].mu);
        for (size_t i = 1; i < g_streams[d].streams.size(); ++i) (void)anyrt_destroy_stream(g_streams[d].streams[i]);
        g_streams[d].streams.clear();
    }
}

void Hooks::resizePrivateUse1Bytes(const c10::Storage& storage, size_t newsize) const {
    // Grows (or shrinks) storage on the device: new memory, a device copy of what fits, the old
    // memory freed in stream order (the stock path would memcpy on the host).
    c10::StorageImpl* impl = storage.unsafeGetStorageImpl();
    int device = impl->device().index() >= 0 ? impl->device().index() : current_device();
    c10::DataPtr fresh = allocate(device, newsize);
    size_t keep = std::min(newsize, impl->nbytes());
    if (keep) {
        DeviceSwitch sw(device);
        check(anyrt_memcpy_async(fresh.get(), impl->data(), keep, ANYRT_MEMCPY_KIND_D2D, current_stream(device)),
              "resize_");
    }
    impl->set_data_ptr_noswap(std::move(fresh));
    impl->set_nbytes(newsize);
}

C10_REGISTER_GUARD_IMPL(PrivateUse1, GuardImpl)
REGISTER_ALLOCATOR(c10::DeviceType::PrivateUse1, &g_allocator)

void register_hooks() {
    static Hooks hooks;
    at::RegisterPrivateUse1HooksInterface(&hooks);
}

}  // namespace anyrt_torch
