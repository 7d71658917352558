#include "clusterpipeline.h"

#include "kube/leaselock.h"
#include "model/objectfields.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ascendops::pipeline {

namespace {

using Json = nlohmann::json;

// A person reads the reason on one line.
constexpr int kReasonChars = 160;

QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::pipeline", text);
}

} // namespace

std::map<std::string, std::string> leaseStatusOf(const RecoveryPipeline &pipeline)
{
    std::vector<const Incident *> open;
    int waiting = 0;
    for (const auto &[id, incident] : pipeline.incidents()) {
        if (!isOpen(incident.state))
            continue;
        open.push_back(&incident);
        waiting += waitsForPerson(incident) ? 1 : 0;
    }
    // What a person must answer is never cut off by newer incidents that need nobody.
    std::sort(open.begin(), open.end(), [](const Incident *a, const Incident *b) {
        return std::pair(waitsForPerson(*a), a->id) > std::pair(waitsForPerson(*b), b->id);
    });
    Json listed = Json::array();
    for (std::size_t i = 0; i < open.size() && int(i) < kLeaseIncidentsListed; ++i)
        listed.push_back({{"id", open[i]->id.toStdString()}, {"job", open[i]->job.toStdString()},
                          {"state", incidentStateName(open[i]->state)},
                          {"reason", open[i]->decision.reason.left(kReasonChars).toStdString()}});
    const Json incidents{{"open", int(open.size())}, {"waitingForPerson", waiting}, {"incidents", listed}};
    return {{kPipelineModeAnnotation, pipelineModeName(pipeline.mode())}, {kPipelineIncidentsAnnotation, incidents.dump()}};
}

std::optional<ClusterPipeline> readClusterPipeline(const Json &lease, qint64 nowMs)
{
    ClusterPipeline read;
    read.holder = fields::text(lease, {"spec", "holderIdentity"});
    if (read.holder.isEmpty())
        return std::nullopt;
    read.place = fields::text(lease, {"metadata", "namespace"}) + QLatin1Char('/') + fields::text(lease, {"metadata", "name"});
    read.renewTime = fields::text(lease, {"spec", "renewTime"});
    read.durationMs = qint64(fields::number(lease, {"spec", "leaseDurationSeconds"}, 0)) * 1000;
    const QDateTime expires = kube::expiryOf(lease);
    read.live = expires.isValid() && expires.toMSecsSinceEpoch() + kLeaseClockSlackMs >= nowMs;
    if (expires.isValid())
        read.renewedAgoMs = std::max<qint64>(0, nowMs - (expires.toMSecsSinceEpoch() - read.durationMs));
    read.mode = fields::text(lease, {"metadata", "annotations", kPipelineModeAnnotation});
    const QString said = fields::text(lease, {"metadata", "annotations", kPipelineIncidentsAnnotation});
    if (said.isEmpty())
        return read;
    const Json incidents = Json::parse(said.toStdString(), nullptr, false);
    const Json *list = incidents.is_object() ? fields::find(incidents, {"incidents"}) : nullptr;
    if (!list || !list->is_array()) {
        read.unread = QStringLiteral("%1 metadata.annotations.%2: not the pipeline's status").arg(read.place,
                                                                                                  QLatin1String(kPipelineIncidentsAnnotation));
        return read;
    }
    read.open = fields::number(incidents, {"open"}, -1);
    read.waitingForPerson = fields::number(incidents, {"waitingForPerson"}, -1);
    for (const Json &incident : *list)
        read.incidents.push_back({fields::text(incident, {"id"}), fields::text(incident, {"job"}),
                                  fields::text(incident, {"state"}), fields::text(incident, {"reason"})});
    return read;
}

bool ListedIncident::awaitsApproval() const
{
    return state == QLatin1String(incidentStateName(IncidentState::AwaitingApproval));
}

QString ListedIncident::words() const
{
    return QStringLiteral("%1: %2, %3: %4").arg(id, job, state, reason);
}

QString clusterPipelineWords(const ClusterPipeline &pipeline)
{
    if (!pipeline.live)
        return pipeline.renewedAgoMs < 0
            ? tr("the cluster's pipeline %1 (Lease %2) says no renewal time: it is not taken as running").arg(pipeline.holder, pipeline.place)
            : tr("the cluster's pipeline %1 (Lease %2) last renewed its Lease %3 s ago (by its clock): it is gone")
                  .arg(pipeline.holder, pipeline.place).arg(pipeline.renewedAgoMs / 1000);
    return tr("the cluster's pipeline %1 (Lease %2) recovers this cluster").arg(pipeline.holder, pipeline.place)
        + clusterPipelineState(pipeline);
}

QString clusterPipelineState(const ClusterPipeline &pipeline)
{
    QString words;
    if (!pipeline.mode.isEmpty())
        words += tr(" in %1 mode").arg(pipeline.mode);
    if (pipeline.open >= 0)
        words += tr("; open incidents: %1, waiting for a person: %2").arg(pipeline.open).arg(pipeline.waitingForPerson);
    if (!pipeline.unread.isEmpty())
        words += tr("; not read: %1").arg(pipeline.unread);
    return words;
}

QString clusterPipelineKey(const ClusterPipeline &pipeline)
{
    if (!pipeline.live)
        return QStringLiteral("gone ") + pipeline.holder + QLatin1Char(' ') + pipeline.place;
    QString key = clusterPipelineWords(pipeline);
    for (const ListedIncident &incident : pipeline.incidents)
        key += QLatin1Char('\n') + incident.words();
    return key;
}

} // namespace ascendops::pipeline
