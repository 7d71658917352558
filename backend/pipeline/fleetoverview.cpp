#include "fleetoverview.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>

#include <algorithm>

namespace ascendops::pipeline {
namespace {

// lupdate files free tr() calls under the enclosing namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::pipeline", text);
}

QDate localDay(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).date();
}

void tallyTopology(const ClusterTopology &topology, FleetOverview &out)
{
    for (const TopologyServer &server : topology.servers) {
        out.servers.add(server.health, server.cordoned);
        out.serversNotReady += !server.ready;
        const bool superPod = server.superPodId >= 0;
        for (const TopologyNpu &npu : server.npus) {
            for (const TopologyDie &die : npu.dies) {
                out.dies.add(die.health, die.isolated);
                out.roceLinks.add(die.roceLink, die.isolated);
                if (superPod)
                    out.hccsLinks.add(die.hccsLink, die.isolated);
            }
        }
    }
}

void tallyPorts(const std::vector<PortVerdict> &ports, FleetOverview &out)
{
    for (const PortVerdict &port : ports) {
        ++out.portsProbed;
        out.portsFlapping += port.health.flapping;
        out.portsWeakOptics += port.health.weakOptics;
        out.portsUnread += port.health.health == Health::Unknown;
    }
}

void tallyIncidents(const std::map<QString, Incident> &live, FleetOverview &out)
{
    for (const auto &[id, incident] : live) {
        if (!isOpen(incident.state))
            continue;
        ++out.incidentsOpen;
        out.incidentsAwaitingApproval += incident.state == IncidentState::AwaitingApproval;
        out.incidentsNeedingPerson += incident.state == IncidentState::NeedsPerson;
        out.incidentsRecovering += recoveryInFlight(incident.state);
    }
}

// One entry per incident id: first seen, resolved when, by which job.
struct PastIncident
{
    qint64 firstMs = 0;
    qint64 resolvedMs = 0;      // 0: not resolved
    qint64 recoveredMs = 0;     // the fault to training again; 0 unknown
    QString job;
    bool closedByHand = false;  // a person closed it: no recovery to plot
};

std::map<QString, PastIncident> pastIncidents(const std::map<QString, Incident> &live,
                                              const std::vector<JournalIncident> &history)
{
    std::map<QString, PastIncident> past;
    for (const JournalIncident &incident : history) {
        PastIncident &p = past[incident.id];
        p.firstMs = incident.firstMs;
        p.job = incident.job;
        if (incident.resolved) {
            p.resolvedMs = incident.lastMs;
            // The phases the pipeline wrote at resolution run from the fault to
            // training again, as live incidents are measured; without them, the
            // incident's span in the journal.
            p.closedByHand = !incident.closedBy.isEmpty();
            p.recoveredMs = !incident.phases.empty() ? incident.phases.back().endMs - incident.phases.front().startMs
                                                     : incident.lastMs - incident.firstMs;
        }
    }
    for (const auto &[id, incident] : live) {
        PastIncident &p = past[id];
        const IncidentTimeline &t = incident.timeline;
        p.firstMs = t.detectedMs ? t.detectedMs : incident.first.observedMs;
        p.job = incident.job;
        p.resolvedMs = incident.state == IncidentState::Resolved ? (t.resolvedMs ? t.resolvedMs : p.firstMs) : 0;
        // From the fault to training again when the job says so; the
        // incident's whole span otherwise.
        const qint64 from = t.occurredMs ? t.occurredMs : p.firstMs;
        const qint64 to = t.resumedMs ? t.resumedMs : p.resolvedMs;
        p.recoveredMs = p.resolvedMs && to >= from ? to - from : 0;
        p.closedByHand = !incident.attention.closedBy.isEmpty();
    }
    return past;
}

void tallyHistory(const std::map<QString, PastIncident> &past, qint64 nowMs, int days, FleetOverview &out)
{
    const QDate today = localDay(nowMs);
    const QDate first = today.addDays(-(days - 1));
    for (QDate day = first; day <= today; day = day.addDays(1))
        out.faultsPerDay.push_back({day, 0});
    for (const auto &[id, incident] : past) {
        const QDate day = localDay(incident.firstMs);
        if (day >= first && day <= today)
            ++out.faultsPerDay[std::size_t(first.daysTo(day))].second;
        if (incident.resolvedMs && !incident.closedByHand && localDay(incident.resolvedMs) >= first)
            out.recoveries.push_back({id, incident.job, incident.resolvedMs, double(incident.recoveredMs) / 1000.0});
    }
    std::sort(out.recoveries.begin(), out.recoveries.end(),
              [](const FleetRecovery &a, const FleetRecovery &b) { return a.resolvedMs < b.resolvedMs; });
}

} // namespace

void HealthTally::add(Health health, bool isolatedNow)
{
    if (isolatedNow) {
        ++isolated;
        return;
    }
    switch (health) {
    case Health::Ok: ++ok; break;
    case Health::Warning: ++warning; break;
    case Health::Fault: ++fault; break;
    case Health::Unknown: ++unknown; break;
    }
}

QHash<QString, JobIncidents> jobIncidentsOf(const std::map<QString, Incident> &live)
{
    QHash<QString, JobIncidents> byJob;
    for (const auto &[id, incident] : live) {
        if (!isOpen(incident.state) || incident.job.isEmpty())
            continue;
        JobIncidents &job = byJob[incident.job];
        job.recovering |= recoveryInFlight(incident.state);
        job.stopped |= incident.severity() == QLatin1String("critical");
    }
    return byJob;
}

JobState jobStateOf(const JobSummary &job, JobIncidents incidents)
{
    if (incidents.recovering)
        return {QStringLiteral("Recovering"), tr("an incident's recovery is under way")};
    if (incidents.stopped)
        return {QStringLiteral("Stopped"), tr("an open incident stopped its training; nothing recovers it yet")};
    if (job.phase != QLatin1String("Running"))
        return {job.phase, {}};
    QStringList failed;
    for (const JobPodSummary &pod : job.pods) {
        if (pod.phase == QLatin1String("Failed"))
            failed << pod.name;
    }
    if (!failed.isEmpty())
        return {QStringLiteral("Degraded"), tr("pod failed: %1").arg(failed.join(QStringLiteral(", ")))};
    if (job.runningPods < int(job.pods.size()))
        return {QStringLiteral("Degraded"), tr("%1 of %2 pods running").arg(job.runningPods).arg(job.pods.size())};
    return {job.phase, {}};
}

FleetOverview summarizeFleet(const ClusterTopology &topology, const std::vector<JobSummary> &jobs,
                             const std::map<QString, Incident> &live, const std::vector<JournalIncident> &history,
                             const std::vector<PortVerdict> &ports, qint64 nowMs, int days)
{
    FleetOverview out;
    tallyTopology(topology, out);
    out.capacity = capacityOf(topology);
    tallyPorts(ports, out);
    tallyIncidents(live, out);
    const QHash<QString, JobIncidents> byJob = jobIncidentsOf(live);
    for (const JobSummary &job : jobs) {
        const QString key = job.key();
        FleetJob line{key, jobStateOf(job, byJob.value(key)), job.recoverySeconds};
        ++out.jobsByState[line.state.state];
        out.jobs.push_back(std::move(line));
    }
    tallyHistory(pastIncidents(live, history), nowMs, std::max(days, 1), out);
    return out;
}

} // namespace ascendops::pipeline
