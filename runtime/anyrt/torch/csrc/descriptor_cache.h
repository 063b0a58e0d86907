// Operator descriptors cached per (operator, device, dtypes, shapes, strides, attributes), in C:
// creating one per call costs more than a small kernel. Shared by the table's patterns
// (native_ops.cpp) and the custom operators (custom_ops.cpp).
#pragma once

#include "native_ops.h"

#include <mutex>
#include <unordered_map>
#include <vector>

namespace anyrt_torch {

struct KeyHash {
    size_t operator()(const std::vector<int64_t>& k) const noexcept {
        size_t h = 1469598103934665603ull;
        for (int64_t v : k) h = (h ^ static_cast<size_t>(v)) * 1099511628211ull;
        return h;
    }
};

struct Cached {
    anyrt_op_desc_t desc;
    size_t workspace;
};

// The cache and the per-device operator handles (native_ops.cpp), under cache_mutex().
std::mutex& cache_mutex();
std::unordered_map<std::vector<int64_t>, Cached, KeyHash>& cache();
anyrt_op_handle_t handle_of(int device);  // the current device's; call with cache_mutex() held

class TensorDescs {
public:
    explicit TensorDescs(std::initializer_list<const at::Tensor*> ts) {
        for (const at::Tensor* t : ts) {
            anyrt_tensor_desc_t d = nullptr;
            if (t == nullptr) {  // an absent optional tensor: a NULL descriptor
                descs_.push_back(d);
                continue;
            }
            check(anyrt_create_tensor_desc(&d, to_anyrt(t->scalar_type()), static_cast<int>(t->dim()), t->sizes().data(),
                                           t->strides().data()),
                  "anyrt.torch tensor descriptor");
            descs_.push_back(d);
        }
    }
    ~TensorDescs() {
        for (anyrt_tensor_desc_t d : descs_)
            if (d) (void)anyrt_destroy_tensor_desc(d);
    }
    TensorDescs(const TensorDescs&) = delete;
    TensorDescs& operator=(const TensorDescs&) = delete;
    anyrt_tensor_desc_t operator[](size_t i) const { return descs_[i]; }

private:
    std::vector<anyrt_tensor_desc_t> descs_;
};

// The descriptor of `op` on these tensors' layouts and these create-time attributes, made by
// `create(handle, &desc, tensor_descs)` the first time.
// `op_key`: the Op's value, or a generated operator's (Via_<name>::key, 1000 on). A null tensor
// is an absent optional one.
template <class Create>
Cached descriptor(int64_t op_key, int device, std::initializer_list<const at::Tensor*> ts,
                  const std::vector<int64_t>& attrs, Create create) {
    std::vector<int64_t> key{op_key, device};
    for (const at::Tensor* t : ts) {
        if (t == nullptr) {
            key.push_back(-1);
            continue;
        }
        key.push_back(static_cast<int64_t>(t->scalar_type()));
        key.push_back(t->dim());
        for (int64_t i = 0; i < t->dim(); ++i) {
            key.push_back(t->size(i));
            key.push_back(t->stride(i));
        }
    }
    key.insert(key.end(), attrs.begin(), attrs.end());
    std::lock_guard<std::mutex> lock(cache_mutex());
    auto it = cache().find(key);
    if (it != cache().end()) return it->second;
    TensorDescs descs(ts);
    Cached c{nullptr, 0};
    check(create(handle_of(device), &c.desc, descs), "anyrt.torch operator descriptor");
    check(anyrt_get_op_workspace_size(c.desc, &c.workspace), "anyrt.torch workspace size");
    cache().emplace(std::move(key), c);
    return c;
}

template <class Create>
Cached descriptor(Op op, int device, std::initializer_list<const at::Tensor*> ts, const std::vector<int64_t>& attrs,
                  Create create) {
    return descriptor(static_cast<int64_t>(op), device, ts, attrs, create);
}

// Runs `run(desc, workspace, bytes, stream)` on torch's current stream of `device`, the workspace
// from the device allocator (freed in that stream's order).
template <class Run>
void launch(const Cached& c, int device, Run run) {
    at::DataPtr ws = c.workspace ? allocate(device, c.workspace) : at::DataPtr();
    check(run(c.desc, ws.get(), c.workspace, current_stream(device)), "anyrt.torch operator");
}

}  // namespace anyrt_torch
