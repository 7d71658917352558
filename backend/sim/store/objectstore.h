#pragma once
// The embedded cluster's storage: Kubernetes objects as JSON, keyed by
// resource, namespace and name, with one cluster-wide resourceVersion that
// every write advances, as etcd's revision does for a real API server.
// Each resource keeps a bounded history of its events, so a watch from
// resourceVersion R can replay what happened after R, or learn with 410 Gone
// (reason Expired) that R has fallen out of the window and it must list again.
//
// Thread-safe: one mutex guards everything. Listeners run under it, in
// event order, and must only queue the event (never call back into the store).
#include "sim/apiserver/apierror.h"
#include "sim/apiserver/apiresource.h"
#include "sim/apiserver/fieldselector.h"
#include "sim/apiserver/labelselector.h"
#include "sim/store/objectpatch.h"
#include "sim/store/podlogs.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ascendops::sim {

// An object as stored: the JSON and its serialized text, made once per write
// so that lists and watches of thousands of objects only copy strings.
struct StoredObject
{
    nlohmann::json value;
    std::string text;
};
using ObjectPtr = std::shared_ptr<const StoredObject>;

enum class EventType { Added, Modified, Deleted };
const char *eventTypeName(EventType type);   // "ADDED", "MODIFIED", "DELETED"

struct StoreEvent
{
    std::uint64_t resourceVersion = 0;
    EventType type = EventType::Added;
    std::string resourceId;   // ApiResource::id()
    ObjectPtr object;         // after the write (for DELETED: the last state, at the delete's version)
    ObjectPtr previous;       // before the write; null for ADDED
};

// An object, or the error the API answers with.
struct StoreResult
{
    ObjectPtr object;
    std::optional<ApiError> error;
    explicit operator bool() const { return !error; }
};

struct ListResult
{
    std::vector<ObjectPtr> items;
    std::uint64_t resourceVersion = 0;   // the store's version when listed
};

struct HistoryResult
{
    std::vector<StoreEvent> events;      // after the asked version, oldest first
    std::optional<ApiError> error;       // 410 Expired when the window no longer reaches back
};

// DeleteOptions.preconditions: the delete only happens if these still hold.
struct Preconditions
{
    std::optional<std::string> uid;
    std::optional<std::string> resourceVersion;
};

class ObjectStore
{
public:
    using Listener = std::function<void(const StoreEvent &)>;

    explicit ObjectStore(std::size_t historyPerResource = 10000);

    // Puts objects built elsewhere (the cluster builder) in place, keeping
    // their uid and creationTimestamp. Objects of kinds not served are skipped;
    // returns how many were stored.
    int seed(const std::vector<nlohmann::json> &objects);

    StoreResult create(const ApiResource &resource, const std::string &ns, nlohmann::json object, bool dryRun);
    StoreResult get(const ApiResource &resource, const std::string &ns, const std::string &name) const;
    // Replaces the object; 409 when the body's resourceVersion is stale.
    StoreResult update(const ApiResource &resource, const std::string &ns, const std::string &name,
                       nlohmann::json object, bool dryRun);
    StoreResult patch(const ApiResource &resource, const std::string &ns, const std::string &name,
                      PatchType type, const nlohmann::json &patch, bool dryRun);
    StoreResult remove(const ApiResource &resource, const std::string &ns, const std::string &name,
                       const Preconditions &preconditions, bool dryRun);
    // ns empty: all namespaces (or a cluster-scoped resource).
    ListResult list(const ApiResource &resource, const std::string &ns, const LabelSelector &labels,
                    const FieldSelector &fields) const;
    // Every event of the resource after `resourceVersion`; 410 Expired when
    // the window no longer reaches back that far, or when the version is
    // newer than any this store made (a client of an earlier run).
    HistoryResult eventsSince(const ApiResource &resource, std::uint64_t resourceVersion) const;

    std::uint64_t resourceVersion() const;
    // What the pods' containers print (GET .../pods/NAME/log); a deleted pod's goes with it.
    PodLogs &podLogs() const { return m_podLogs; }
    int addListener(Listener listener);
    void removeListener(int id);

private:
    struct ResourceData
    {
        std::map<std::string, ObjectPtr> objects;   // "namespace/name"
        std::deque<StoreEvent> history;
        std::uint64_t compactedThrough = 0;         // events up to here may be gone
    };

    StoreResult createLocked(const ApiResource &resource, const std::string &ns, nlohmann::json object,
                             bool dryRun, bool keepIdentity);
    StoreResult replaceLocked(const ApiResource &resource, ResourceData &data, const ObjectPtr &current,
                              nlohmann::json object, bool dryRun);
    void recordLocked(const ApiResource &resource, ResourceData &data, EventType type, ObjectPtr object,
                      ObjectPtr previous);
    ObjectPtr findLocked(const ApiResource &resource, const std::string &ns, const std::string &name) const;

    mutable std::mutex m_mutex;
    std::unordered_map<std::string, ResourceData> m_resources;
    std::uint64_t m_resourceVersion = 0;
    std::size_t m_historyLimit;
    std::map<int, Listener> m_listeners;
    int m_nextListener = 1;
    mutable PodLogs m_podLogs;
};

// The object with its text made: for building a StoredObject outside the store.
ObjectPtr makeStored(nlohmann::json value);
// metadata.resourceVersion as a number; 0 when absent or not a number.
std::uint64_t parseResourceVersion(const std::string &text, bool *ok = nullptr);

} // namespace ascendops::sim
