#include "clustermodel/eventstore.h"

#include "kube/informer.h"
#include "kube/resourcetype.h"
#include "model/objectfields.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ascendops::clustermodel {
namespace {

using Json = nlohmann::json;

const QString kByNamespace = QStringLiteral("namespace");

} // namespace

EventStore::EventStore(kube::ApiClient *client, Limits limits, QObject *parent) : QObject(parent), m_limits(limits)
{
    kube::InformerOptions options;
    options.optional = true;          // a user who may not list Events everywhere: read per namespace instead
    options.quietFirstList = true;    // read on demand, never announced one by one
    options.trim = trimEvent;
    options.retain = {limits.most, limits.maxAgeMs, eventWrittenMs};   // the API server's clock, not each node's
    m_events = std::make_unique<kube::Informer>(client, kube::ResourceType::events(), options);
    m_events->addIndex(kByNamespace, [](const Json &event) { return fields::text(event, {"metadata", "namespace"}); });
}

EventStore::~EventStore() = default;

void EventStore::start()
{
    m_events->start();
}

bool EventStore::isReady() const
{
    return m_events->hasSynced() && !m_events->notServed();
}

int EventStore::size() const
{
    return m_events->size();
}

qint64 EventStore::droppedUpToMs() const
{
    return m_events->retention().droppedUpToMs();
}

std::vector<JobEvent> EventStore::ofJob(const QString &ns, const QString &jobName, qint64 sinceMs, int limit) const
{
    // "Since" by the server's clock, as the store keeps them: it holds every
    // Event written since then exactly when droppedUpToMs() is earlier,
    // whatever a reporter's clock says.
    const auto mayBeAboutTheJob = [&jobName](const Json &event) {   // a name first: times are parsed
        return fields::text(event, {"involvedObject", "name"}).startsWith(jobName)
            || fields::text(event, {"regarding", "name"}).startsWith(jobName);
    };
    std::vector<const Json *> written;
    for (const Json *event : m_events->objectsWhere(kByNamespace, ns))
        if (mayBeAboutTheJob(*event) && eventWrittenMs(*event) >= sinceMs)
            written.push_back(event);
    // By name: those of the same second in the same order at every read.
    std::sort(written.begin(), written.end(), [](const Json *a, const Json *b) {
        return fields::text(*a, {"metadata", "name"}) < fields::text(*b, {"metadata", "name"});
    });
    return eventsOfJob(written, jobName, 0, limit);
}

} // namespace ascendops::clustermodel
