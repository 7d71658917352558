#include "pipelinemetrics.h"

#include "jobgoodput.h"

#include "clustermodel/clusterwatch.h"
#include "kube/informer.h"
#include "model/jobladder.h"

#include <array>

namespace ascendops::pipeline {
namespace {

// Seconds: detection takes seconds, a decision up to the settle window or a
// person's answer, a recovery minutes (a job restart with checkpoint load
// and compile) to an hour.
constexpr std::array kBuckets{1.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1200.0, 1800.0, 3600.0};

QString escaped(const QString &value)
{
    QString out = value;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\"")).replace(QLatin1Char('\n'), QLatin1String("\\n"));
    return out;
}

// name{a="x",b="y"} value, from KEY "x,y" and the label names.
QString sample(const QString &name, const QStringList &labels, const QString &key, double value)
{
    const QStringList values = key.split(QLatin1Char(','));
    QStringList pairs;
    for (int i = 0; i < labels.size(); ++i)
        pairs << QStringLiteral("%1=\"%2\"").arg(labels[i], escaped(values.value(i)));
    return QStringLiteral("%1%2 %3\n").arg(name, pairs.isEmpty() ? QString() : QLatin1Char('{') + pairs.join(QLatin1Char(',')) + QLatin1Char('}'))
        .arg(value, 0, 'g', 12);
}

QString header(const char *name, const char *type, const char *help)
{
    return QStringLiteral("# HELP %1 %2\n# TYPE %1 %3\n").arg(QLatin1String(name), QLatin1String(help), QLatin1String(type));
}

QString counter(const char *name, const char *help, const QStringList &labels, const std::map<QString, double> &values)
{
    QString out = header(name, "counter", help);
    for (const auto &[key, value] : values)
        out += sample(QLatin1String(name), labels, key, value);
    return out;
}

} // namespace

PipelineMetrics::PipelineMetrics(const RecoveryPipeline &pipeline, QObject *parent)
    : QObject(parent), m_pipeline(pipeline)
{
    m_detection.counts.assign(kBuckets.size(), 0);
    m_decision.counts.assign(kBuckets.size(), 0);
    connect(&pipeline, &RecoveryPipeline::incidentChanged, this, &PipelineMetrics::changed);
    connect(&pipeline, &RecoveryPipeline::approvalNeeded, this, [this] { ++m_approvalsAsked; });
    connect(&pipeline, &RecoveryPipeline::breakerChanged, this, [this](bool tripped) { m_breakerTripped = tripped; });
    connect(&pipeline, &RecoveryPipeline::journalFailed, this, [this] { ++m_journalFailures; });
}

void PipelineMetrics::observe(Histogram &histogram, double seconds)
{
    if (histogram.counts.empty())
        histogram.counts.assign(kBuckets.size(), 0);
    for (std::size_t i = 0; i < kBuckets.size(); ++i)
        if (seconds <= kBuckets[i])
            ++histogram.counts[i];
    histogram.sum += seconds;
    ++histogram.count;
}

void PipelineMetrics::changed(const QString &id)
{
    const Incident *incident = m_pipeline.incident(id);
    if (!incident)
        return;
    auto seen = m_seen.find(id);
    if (seen == m_seen.end())
        seen = m_seen.emplace(id, Seen{}).first;
    // Counted once classified: an incident settles (faults arriving
    // together join it) before its component and plane are known.
    if (!seen->second.counted && incident->state != IncidentState::Settling) {
        opened(*incident);
        seen->second.counted = true;
    }
    const qint64 decided = incident->timeline.decidedMs;
    if (decided && decided != seen->second.decidedMs) {
        ++m_decisions[QStringLiteral("%1,%2").arg(QLatin1String(recoveryActionName(incident->decision.action)),
                                                  QLatin1String(recoveryOwnerName(incident->decision.owner)))];
        if (!seen->second.decidedMs && incident->timeline.detectedMs)
            observe(m_decision, double(decided - incident->timeline.detectedMs) / 1000.0);
        seen->second.decidedMs = decided;
    }
    if (incident->state != seen->second.state) {
        moved(*incident, seen->second.state);
        seen->second.state = incident->state;
    }
}

void PipelineMetrics::opened(const Incident &incident)
{
    // Label values in lower case, as Prometheus' own are: "die", "hccs".
    ++m_opened[QStringLiteral("%1,%2").arg(QLatin1String(componentName(incident.fault.component)),
                                           QLatin1String(planeName(incident.fault.plane))).toLower()];
    const IncidentTimeline &t = incident.timeline;
    if (t.occurredMs && t.detectedMs >= t.occurredMs)
        observe(m_detection, double(t.detectedMs - t.occurredMs) / 1000.0);
}

void PipelineMetrics::moved(const Incident &incident, IncidentState from)
{
    const QString rung = QLatin1String(recoveryActionName(incident.decision.action));
    // Sent: every write made, the job then verified. Failed: the actor gave
    // up and the incident went back to a person.
    if (from == IncidentState::Acting && incident.state == IncidentState::Verifying)
        ++m_actions[rung + QStringLiteral(",sent")];
    else if (from == IncidentState::Acting
             && (incident.state == IncidentState::NeedsPerson || incident.state == IncidentState::AwaitingApproval))
        ++m_actions[rung + QStringLiteral(",failed")];
    if (from == IncidentState::AwaitingApproval && incident.state == IncidentState::Acting)
        ++m_answers[QStringLiteral("approved")];
    else if (from == IncidentState::AwaitingApproval && incident.state == IncidentState::NeedsPerson)
        ++m_answers[QStringLiteral("declined")];
    if (incident.state != IncidentState::Resolved)
        return;
    ++m_resolved[QStringLiteral("%1,%2").arg(rung, QLatin1String(recoveryOwnerName(incident.decision.owner)))];
    const IncidentTimeline &t = incident.timeline;
    const qint64 from0 = t.occurredMs ? t.occurredMs : t.detectedMs;
    const qint64 to = t.resumedMs ? t.resumedMs : t.resolvedMs;
    if (from0 && to >= from0 && incident.attention.closedBy.isEmpty())   // closed by hand: no recovery measured
        observe(m_recovery[rung], double(to - from0) / 1000.0);
}

QString PipelineMetrics::exposition() const
{
    QString out;
    out += counter("ascendops_incidents_opened_total", "Incidents opened, by the faulty component and plane.",
                   {QStringLiteral("component"), QStringLiteral("plane")}, m_opened);
    out += counter("ascendops_decisions_total", "Decisions taken, by rung and by who recovers the job.",
                   {QStringLiteral("rung"), QStringLiteral("owner")}, m_decisions);
    out += counter("ascendops_actions_total", "Recovery actions, by rung and result (sent: every write made; failed).",
                   {QStringLiteral("rung"), QStringLiteral("result")}, m_actions);
    out += counter("ascendops_incidents_resolved_total", "Incidents resolved, by the rung that recovered the job and its owner.",
                   {QStringLiteral("rung"), QStringLiteral("owner")}, m_resolved);
    out += header("ascendops_approvals_requested_total", "counter", "Approvals asked of a person.")
         + sample(QStringLiteral("ascendops_approvals_requested_total"), {}, {}, m_approvalsAsked);
    out += counter("ascendops_approvals_answered_total", "Approvals answered, by answer.", {QStringLiteral("answer")}, m_answers);
    out += header("ascendops_journal_failures_total", "counter", "Journal records that could not be written (the pipeline stops acting).")
         + sample(QStringLiteral("ascendops_journal_failures_total"), {}, {}, m_journalFailures);
    const auto histogram = [&](const char *name, const char *help, const std::map<QString, Histogram> &byRung, bool labelled) {
        out += header(name, "histogram", help);
        for (const auto &[rung, h] : byRung) {
            const QString labels = labelled ? QStringLiteral("rung=\"%1\",").arg(escaped(rung)) : QString();
            for (std::size_t i = 0; i < kBuckets.size(); ++i)
                out += QStringLiteral("%1_bucket{%2le=\"%3\"} %4\n").arg(QLatin1String(name), labels).arg(kBuckets[i]).arg(h.counts.empty() ? 0 : h.counts[i]);
            out += QStringLiteral("%1_bucket{%2le=\"+Inf\"} %3\n").arg(QLatin1String(name), labels).arg(h.count);
            const QString plain = labelled ? QStringLiteral("{rung=\"%1\"}").arg(escaped(rung)) : QString();
            out += QStringLiteral("%1_sum%2 %3\n%1_count%2 %4\n").arg(QLatin1String(name), plain).arg(h.sum, 0, 'g', 12).arg(h.count);
        }
    };
    histogram("ascendops_detection_seconds", "From a fault to the pipeline seeing it.", {{QString(), m_detection}}, false);
    histogram("ascendops_decision_seconds", "From detection to the first decision.", {{QString(), m_decision}}, false);
    histogram("ascendops_recovery_seconds", "From a fault to the job training again, by the rung that recovered it.", m_recovery, true);
    std::map<QString, double> open;
    double waiting = 0;
    for (const auto &[id, incident] : m_pipeline.incidents()) {
        if (isOpen(incident.state))
            ++open[QLatin1String(incidentStateName(incident.state))];
        waiting += incident.state == IncidentState::AwaitingApproval || incident.state == IncidentState::NeedsPerson;
    }
    out += header("ascendops_incidents_open", "gauge", "Incidents open now, by state.");
    for (const auto &[state, count] : open)
        out += sample(QStringLiteral("ascendops_incidents_open"), {QStringLiteral("state")}, state, count);
    out += header("ascendops_incidents_waiting_for_person", "gauge", "Incidents waiting for a person's approval or decision.")
         + sample(QStringLiteral("ascendops_incidents_waiting_for_person"), {}, {}, waiting);
    out += header("ascendops_breaker_tripped", "gauge", "1 while the circuit breaker stops automatic actions.")
         + sample(QStringLiteral("ascendops_breaker_tripped"), {}, {}, m_breakerTripped ? 1 : 0);
    out += header("ascendops_leader", "gauge", "1 while this process leads (holds its Lease).")
         + sample(QStringLiteral("ascendops_leader"), {}, {}, m_leader ? 1 : 0);
    out += header("ascendops_journal_bytes", "gauge", "What the pipeline's journal holds on disk, in bytes.")
         + sample(QStringLiteral("ascendops_journal_bytes"), {}, {}, double(m_pipeline.journalBytes()));
    out += jobGoodputGauges();
    out += informerGauges();
    return out;
}

// Each job with an incident in the last day of this run: the share of the
// day it trained, measured as `job goodput` measures it but from this run's
// incidents only (a restarted pipeline starts again at 1; steps rolled back
// are not counted in time, as the step time is the log's). One series per
// such job, labelled training_job (Prometheus keeps "job" for the scrape):
// bounded by the jobs that had a fault, not by pods.
QString PipelineMetrics::jobGoodputGauges() const
{
    constexpr qint64 kDayMs = 24 * 3600 * 1000;
    const qint64 now = m_pipeline.clockNowMs();
    std::map<QString, std::map<QString, Incident>> byJob;
    for (const auto &[id, incident] : m_pipeline.incidents())
        if (!incident.job.isEmpty())
            byJob[incident.job].emplace(id, incident);
    QString out = header("ascendops_job_goodput_ratio", "gauge",
                         "Share of the last 24 hours a job trained, for each job with an incident in that time, from "
                         "this run's incidents (0 to 1).");
    for (const auto &[job, incidents] : byJob) {
        const GoodputReport report = jobGoodput({}, incidents, job, now - kDayMs, now, 0);
        if (report.incidents > 0)
            out += sample(QStringLiteral("ascendops_job_goodput_ratio"), {QStringLiteral("training_job")}, job, report.goodput);
    }
    return out;
}

// Each cache the pipeline reads: synced, how long since it last heard from
// the API server (the informers ask for watch bookmarks, which servers send
// about once a minute): a watch that stalls without ending grows it, and
// how late its last change arrived (informer lag).
// One series per resource. The time is the informer's own, measured in the
// client, not the pipeline's clock.
QString PipelineMetrics::informerGauges() const
{
    if (!m_watch)
        return {};
    QString synced = header("ascendops_informer_synced", "gauge", "1 once a cache the pipeline reads has listed its resource.");
    QString heard = header("ascendops_informer_last_heard_seconds", "gauge",
                           "Seconds since a cache the pipeline reads last heard from the API server (a list, a watch event "
                           "or bookmark); absent before the first.");
    QString lag = header("ascendops_informer_lag_seconds", "gauge",
                         "How late the last change reached a cache the pipeline reads: its arrival less its write time on "
                         "the API server (managedFields, to the second; the two clocks apart add to it); absent before one.");
    for (const kube::Informer *informer : m_watch->informers()) {
        if (informer->notServed())
            continue;   // an optional resource the cluster does not serve (a CRD not installed): nothing to sync
        const kube::ResourceType &type = informer->resourceType();
        const QString resource = type.group.isEmpty() ? type.plural : type.plural + QLatin1Char('.') + type.group;
        synced += sample(QStringLiteral("ascendops_informer_synced"), {QStringLiteral("resource")}, resource,
                         informer->hasSynced() ? 1 : 0);
        if (const qint64 ms = informer->msSinceHeard(); ms >= 0)
            heard += sample(QStringLiteral("ascendops_informer_last_heard_seconds"), {QStringLiteral("resource")}, resource,
                            double(ms) / 1000.0);
        if (const qint64 ms = informer->deliveryLagMs(); ms >= 0)
            lag += sample(QStringLiteral("ascendops_informer_lag_seconds"), {QStringLiteral("resource")}, resource, double(ms) / 1000.0);
    }
    return synced + heard + lag;
}

} // namespace ascendops::pipeline
