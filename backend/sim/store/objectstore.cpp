#include "sim/store/objectstore.h"

#include "sim/store/objectmeta.h"
#include "sim/simlog.h"

#include <algorithm>
#include <charconv>

namespace ascendops::sim {
namespace {

std::string storeKey(const std::string &ns, const std::string &name)
{
    return ns + '/' + name;
}

// The object without its resourceVersion, to tell a real change from a no-op
// write (which, as in Kubernetes, neither bumps the version nor makes an event).
bool sameContent(const nlohmann::json &a, const nlohmann::json &b)
{
    nlohmann::json x = a;
    nlohmann::json y = b;
    x["metadata"].erase("resourceVersion");
    y["metadata"].erase("resourceVersion");
    return x == y;
}

std::optional<ApiError> preconditionFailure(const ApiResource &resource, const std::string &name,
                                            const nlohmann::json &current, const Preconditions &pre)
{
    const std::string uid = metaString(current, "uid");
    if (pre.uid && *pre.uid != uid)
        return ApiError::conflict(resource.plural, name,
                                  "Precondition failed: UID in precondition: " + *pre.uid + ", UID in object meta: " + uid);
    const std::string rv = metaString(current, "resourceVersion");
    if (pre.resourceVersion && *pre.resourceVersion != rv)
        return ApiError::conflict(resource.plural, name,
                                  "Precondition failed: ResourceVersion in precondition: " + *pre.resourceVersion
                                      + ", ResourceVersion in object meta: " + rv);
    return std::nullopt;
}

} // namespace

const char *eventTypeName(EventType type)
{
    switch (type) {
    case EventType::Added: return "ADDED";
    case EventType::Modified: return "MODIFIED";
    case EventType::Deleted: return "DELETED";
    }
    return "ERROR";
}

ObjectPtr makeStored(nlohmann::json value)
{
    auto stored = std::make_shared<StoredObject>();
    stored->text = value.dump();
    stored->value = std::move(value);
    return stored;
}

std::uint64_t parseResourceVersion(const std::string &text, bool *ok)
{
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool good = ec == std::errc() && end == text.data() + text.size() && !text.empty();
    if (ok)
        *ok = good;
    return good ? value : 0;
}

ObjectStore::ObjectStore(std::size_t historyPerResource)
    : m_historyLimit(std::max<std::size_t>(historyPerResource, 1))
{
}

int ObjectStore::seed(const std::vector<nlohmann::json> &objects)
{
    std::lock_guard lock(m_mutex);
    int stored = 0;
    for (const nlohmann::json &object : objects) {
        const ApiResource *resource = findResourceByKind(object.value("apiVersion", std::string()),
                                                         object.value("kind", std::string()));
        if (!resource)
            continue;
        const StoreResult created = createLocked(*resource, metaString(object, "namespace"), object, false, true);
        if (created)
            ++stored;
        else   // the cluster's own objects must pass what clients' do
            qCWarning(lcSim).noquote() << "seed object refused:" << QString::fromStdString(created.error->message);
    }
    return stored;
}

StoreResult ObjectStore::create(const ApiResource &resource, const std::string &ns, nlohmann::json object, bool dryRun)
{
    std::lock_guard lock(m_mutex);
    return createLocked(resource, ns, std::move(object), dryRun, false);
}

StoreResult ObjectStore::createLocked(const ApiResource &resource, const std::string &ns, nlohmann::json object,
                                      bool dryRun, bool keepIdentity)
{
    if (std::optional<ApiError> error = normalizeForWrite(resource, ns, object))
        return {nullptr, std::move(error)};
    const std::string name = metaString(object, "name");
    const std::string objectNs = resource.namespaced ? ns : std::string();
    ResourceData &data = m_resources[resource.id()];
    if (data.objects.count(storeKey(objectNs, name)))
        return {nullptr, ApiError::alreadyExists(resource.plural, name)};
    nlohmann::json &meta = object["metadata"];
    if (!keepIdentity || metaString(object, "uid").empty())
        meta["uid"] = newUid();
    if (!keepIdentity || metaString(object, "creationTimestamp").empty())
        meta["creationTimestamp"] = nowTimestamp();
    meta.erase("resourceVersion");
    stampWritten(meta);
    if (dryRun)   // as the real server: validated and completed, but no version since nothing was stored
        return {makeStored(std::move(object)), std::nullopt};
    meta["resourceVersion"] = std::to_string(m_resourceVersion + 1);
    ObjectPtr stored = makeStored(std::move(object));
    data.objects[storeKey(objectNs, name)] = stored;
    recordLocked(resource, data, EventType::Added, stored, nullptr);
    return {stored, std::nullopt};
}

StoreResult ObjectStore::get(const ApiResource &resource, const std::string &ns, const std::string &name) const
{
    std::lock_guard lock(m_mutex);
    if (ObjectPtr found = findLocked(resource, ns, name))
        return {found, std::nullopt};
    return {nullptr, ApiError::notFound(resource.plural, name)};
}

ObjectPtr ObjectStore::findLocked(const ApiResource &resource, const std::string &ns, const std::string &name) const
{
    const auto data = m_resources.find(resource.id());
    if (data == m_resources.end())
        return nullptr;
    const auto it = data->second.objects.find(storeKey(resource.namespaced ? ns : std::string(), name));
    return it == data->second.objects.end() ? nullptr : it->second;
}

StoreResult ObjectStore::update(const ApiResource &resource, const std::string &ns, const std::string &name,
                                nlohmann::json object, bool dryRun)
{
    std::lock_guard lock(m_mutex);
    if (std::optional<ApiError> error = normalizeForWrite(resource, ns, object))
        return {nullptr, std::move(error)};
    if (metaString(object, "name") != name)
        return {nullptr, ApiError::badRequest("the name of the object (" + metaString(object, "name")
                                              + ") does not match the name on the URL (" + name + ")")};
    ObjectPtr current = findLocked(resource, ns, name);
    if (!current)
        return {nullptr, ApiError::notFound(resource.plural, name)};
    const std::string rv = metaString(object, "resourceVersion");
    if (!rv.empty() && rv != metaString(current->value, "resourceVersion"))
        return {nullptr, ApiError::conflict(resource.plural, name,
                                            "the object has been modified; please apply your changes to the latest "
                                            "version and try again")};
    return replaceLocked(resource, m_resources[resource.id()], current, std::move(object), dryRun);
}

StoreResult ObjectStore::replaceLocked(const ApiResource &resource, ResourceData &data, const ObjectPtr &current,
                                       nlohmann::json object, bool dryRun)
{
    const std::string name = metaString(current->value, "name");
    const std::string uid = metaString(object, "uid");
    if (!uid.empty() && uid != metaString(current->value, "uid"))
        return {nullptr, ApiError::conflict(resource.plural, name,
                                            "Precondition failed: UID in precondition: " + uid
                                                + ", UID in object meta: " + metaString(current->value, "uid"))};
    // Identity is the server's: a client cannot rewrite when or as what the object was created.
    nlohmann::json &meta = object["metadata"];
    meta["uid"] = metaString(current->value, "uid");
    meta["creationTimestamp"] = metaString(current->value, "creationTimestamp");
    meta["resourceVersion"] = metaString(current->value, "resourceVersion");
    const nlohmann::json &written = current->value.at("metadata");
    if (const auto managed = written.find("managedFields"); managed != written.end())
        meta["managedFields"] = *managed;   // the server's record, not the client's to write
    else
        meta.erase("managedFields");
    if (sameContent(object, current->value) || dryRun)
        return {sameContent(object, current->value) ? current : makeStored(std::move(object)), std::nullopt};
    stampWritten(meta);
    meta["resourceVersion"] = std::to_string(m_resourceVersion + 1);
    ObjectPtr stored = makeStored(std::move(object));
    data.objects[storeKey(resource.namespaced ? metaString(stored->value, "namespace") : std::string(), name)] = stored;
    recordLocked(resource, data, EventType::Modified, stored, current);
    return {stored, std::nullopt};
}

StoreResult ObjectStore::patch(const ApiResource &resource, const std::string &ns, const std::string &name,
                               PatchType type, const nlohmann::json &patch, bool dryRun)
{
    std::lock_guard lock(m_mutex);
    ObjectPtr current = findLocked(resource, ns, name);
    if (!current)
        return {nullptr, ApiError::notFound(resource.plural, name)};
    std::string why;
    std::optional<nlohmann::json> patched = applyPatch(current->value, type, patch, &why);
    if (!patched)
        return {nullptr, ApiError::invalid(resource.kind, name, why)};
    // A resourceVersion in the patch is an optimistic lock, as in Kubernetes.
    const std::string rv = metaString(*patched, "resourceVersion");
    if (rv != metaString(current->value, "resourceVersion"))
        return {nullptr, ApiError::conflict(resource.plural, name,
                                            "the object has been modified; please apply your changes to the latest "
                                            "version and try again")};
    if (std::optional<ApiError> error = normalizeForWrite(resource, ns, *patched))
        return {nullptr, std::move(error)};
    if (metaString(*patched, "name") != name)
        return {nullptr, ApiError::invalid(resource.kind, name, "metadata.name: Invalid value: field is immutable")};
    return replaceLocked(resource, m_resources[resource.id()], current, std::move(*patched), dryRun);
}

StoreResult ObjectStore::remove(const ApiResource &resource, const std::string &ns, const std::string &name,
                                const Preconditions &preconditions, bool dryRun)
{
    std::lock_guard lock(m_mutex);
    ObjectPtr current = findLocked(resource, ns, name);
    if (!current)
        return {nullptr, ApiError::notFound(resource.plural, name)};
    if (std::optional<ApiError> error = preconditionFailure(resource, name, current->value, preconditions))
        return {nullptr, std::move(error)};
    if (dryRun)
        return {current, std::nullopt};
    ResourceData &data = m_resources[resource.id()];
    data.objects.erase(storeKey(resource.namespaced ? ns : std::string(), name));
    nlohmann::json last = current->value;
    last["metadata"]["resourceVersion"] = std::to_string(m_resourceVersion + 1);
    ObjectPtr stored = makeStored(std::move(last));
    recordLocked(resource, data, EventType::Deleted, stored, current);
    return {stored, std::nullopt};
}

ListResult ObjectStore::list(const ApiResource &resource, const std::string &ns, const LabelSelector &labels,
                             const FieldSelector &fields) const
{
    std::lock_guard lock(m_mutex);
    ListResult result;
    result.resourceVersion = m_resourceVersion;
    const auto data = m_resources.find(resource.id());
    if (data == m_resources.end())
        return result;
    const auto &objects = data->second.objects;
    const bool oneNamespace = resource.namespaced && !ns.empty();
    auto it = oneNamespace ? objects.lower_bound(ns + '/') : objects.begin();
    const std::string prefix = ns + '/';
    for (; it != objects.end(); ++it) {
        if (oneNamespace && it->first.compare(0, prefix.size(), prefix) != 0)
            break;
        const nlohmann::json &value = it->second->value;
        if (!labels.empty()) {
            const auto meta = value.find("metadata");
            if (!labels.matches(meta != value.end() ? meta->value("labels", nlohmann::json()) : nlohmann::json()))
                continue;
        }
        if (!fields.empty() && !fields.matches(value))
            continue;
        result.items.push_back(it->second);
    }
    return result;
}

HistoryResult ObjectStore::eventsSince(const ApiResource &resource, std::uint64_t resourceVersion) const
{
    std::lock_guard lock(m_mutex);
    HistoryResult result;
    // A version this store never reached comes from before a restart of the
    // embedded cluster: the client's cache is of another history, so it must
    // list again, which 410 tells every informer to do.
    if (resourceVersion > m_resourceVersion) {
        result.error = ApiError::gone("too large resource version: " + std::to_string(resourceVersion) + " (current "
                                      + std::to_string(m_resourceVersion) + "): the server's history was restarted");
        return result;
    }
    const auto data = m_resources.find(resource.id());
    if (data == m_resources.end())
        return result;
    const ResourceData &d = data->second;
    if (resourceVersion < d.compactedThrough) {
        result.error = ApiError::gone("too old resource version: " + std::to_string(resourceVersion) + " ("
                                      + std::to_string(d.compactedThrough) + ")");
        return result;
    }
    auto first = std::upper_bound(d.history.begin(), d.history.end(), resourceVersion,
                                  [](std::uint64_t rv, const StoreEvent &e) { return rv < e.resourceVersion; });
    result.events.assign(first, d.history.end());
    return result;
}

void ObjectStore::recordLocked(const ApiResource &resource, ResourceData &data, EventType type, ObjectPtr object,
                               ObjectPtr previous)
{
    ++m_resourceVersion;
    StoreEvent event{m_resourceVersion, type, resource.id(), std::move(object), std::move(previous)};
    data.history.push_back(event);
    if (data.history.size() > m_historyLimit) {
        data.compactedThrough = data.history.front().resourceVersion;
        data.history.pop_front();
    }
    // A pod's log goes with the pod, as the kubelet removes it.
    if (type == EventType::Deleted && resource.group.empty() && resource.plural == "pods")
        m_podLogs.remove(event.object->value["metadata"].value("namespace", std::string()),
                         event.object->value["metadata"].value("name", std::string()));
    for (const auto &[id, listener] : m_listeners)
        listener(event);
}

std::uint64_t ObjectStore::resourceVersion() const
{
    std::lock_guard lock(m_mutex);
    return m_resourceVersion;
}

int ObjectStore::addListener(Listener listener)
{
    std::lock_guard lock(m_mutex);
    const int id = m_nextListener++;
    m_listeners.emplace(id, std::move(listener));
    return id;
}

void ObjectStore::removeListener(int id)
{
    std::lock_guard lock(m_mutex);
    m_listeners.erase(id);
}

} // namespace ascendops::sim
