#include "incident.h"

namespace ascendops::pipeline {

const char *incidentStateName(IncidentState state)
{
    switch (state) {
    case IncidentState::Settling: return "settling";
    case IncidentState::Waiting: return "waiting";
    case IncidentState::AwaitingApproval: return "awaiting-approval";
    case IncidentState::Acting: return "acting";
    case IncidentState::Verifying: return "verifying";
    case IncidentState::HandledElsewhere: return "handled-elsewhere";
    case IncidentState::NeedsPerson: return "needs-person";
    case IncidentState::Observed: return "observed";
    case IncidentState::Resolved: return "resolved";
    }
    return "waiting";
}

std::optional<IncidentState> incidentStateFromName(const QString &name)
{
    for (IncidentState state : {IncidentState::Settling, IncidentState::Waiting, IncidentState::AwaitingApproval,
                                IncidentState::Acting, IncidentState::Verifying, IncidentState::HandledElsewhere,
                                IncidentState::NeedsPerson, IncidentState::Observed, IncidentState::Resolved})
        if (name == QLatin1String(incidentStateName(state)))
            return state;
    return std::nullopt;
}

bool isOpen(IncidentState state)
{
    return state != IncidentState::Resolved;
}

bool waitsForPerson(const Incident &incident)
{
    return incident.state == IncidentState::AwaitingApproval || incident.state == IncidentState::NeedsPerson;
}

bool needsAttention(const Incident &incident, qint64 nowMs)
{
    return waitsForPerson(incident) && incident.attention.acknowledgedBy.isEmpty() && incident.attention.snoozedUntilMs <= nowMs;
}

bool recoveryInFlight(IncidentState state)
{
    return state == IncidentState::Acting || state == IncidentState::Verifying || state == IncidentState::Waiting
        || state == IncidentState::HandledElsewhere;
}

QStringList Incident::faultyNodes() const
{
    QStringList nodes;
    for (const FaultSignal &signal : evidence)
        if (!signal.node.isEmpty() && !nodes.contains(signal.node))
            nodes << signal.node;
    return nodes;
}

FaultSignal Incident::decidingSignal() const
{
    FaultSignal deciding = evidence.empty() ? first : evidence.front();
    for (const FaultSignal &signal : evidence)
        if (!signal.isConsequence()) {
            deciding = signal;
            break;
        }
    for (const FaultSignal &signal : evidence)
        if (signal.kind == SignalKind::LinkDegraded && deciding.kind == SignalKind::NetworkFault)
            deciding = signal;
    return deciding;
}

QString Incident::severity() const
{
    if (!job.isEmpty() && decision.action != RecoveryAction::None && decision.action != RecoveryAction::OpRetryWait)
        return QStringLiteral("critical");
    if (fault.handling >= FaultHandling::PreSeparateNPU || decision.needsPerson)
        return QStringLiteral("major");
    return QStringLiteral("minor");
}

std::vector<TimelinePhase> Incident::phases(qint64 nowMs) const
{
    const IncidentTimeline &t = timeline;
    std::vector<TimelinePhase> out;
    // While the incident is open, the phase under way runs until now, and
    // none after it has begun: the clock never stops before the recovery does.
    const qint64 until = isOpen(state) ? nowMs : 0;
    bool underWay = false;
    const auto add = [&](const char *name, qint64 start, qint64 end) {
        if (underWay || start <= 0)
            return;
        if (end >= start) {
            out.push_back({QString::fromLatin1(name), start, end});
        } else if (end == 0 && until >= start) {
            out.push_back({QString::fromLatin1(name), start, until});
            underWay = true;
        }
    };
    add("detection", t.occurredMs, t.detectedMs);
    add("decision", t.detectedMs, t.actedMs ? t.actedMs : t.decidedMs);
    add("rescheduling", t.actedMs, t.podsRunningMs);
    if (!t.checkpointLoadMs && !t.compileMs) {
        add("link setup", t.podsRunningMs, t.rankTableMs);
        add("checkpoint and compile", t.rankTableMs ? t.rankTableMs : t.podsRunningMs, t.resumedMs);
        return out;
    }
    // The job said what it does: links are up when it starts loading.
    const qint64 linksUp = t.checkpointLoadMs ? t.checkpointLoadMs : t.compileMs;
    add("link setup", t.podsRunningMs, linksUp);
    add("checkpoint load", t.checkpointLoadMs, t.compileMs ? t.compileMs : t.resumedMs);
    add("compile", t.compileMs, t.resumedMs);
    return out;
}

} // namespace ascendops::pipeline
