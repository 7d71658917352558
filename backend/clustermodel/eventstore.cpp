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
    connect(m_events.get(), &kube::Informer::dropped, this,
            [this](const QString &, const Json &event) { m_droppedUpToMs = std::max(m_droppedUpToMs, eventTimeMs(event)); });
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

std::vector<JobEvent> EventStore::ofJob(const QString &ns, const QString &jobName, qint64 sinceMs, int limit) const
{
    const fields::ObjectList events = m_events->objectsWhere(kByNamespace, ns);
    return eventsOfJob(events.pointers(), jobName, sinceMs, limit);
}

} // namespace ascendops::clustermodel
