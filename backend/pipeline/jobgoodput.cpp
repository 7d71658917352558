#include "jobgoodput.h"

#include "journal/recorddetails.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace ascendops::pipeline {

namespace {

const QString kStillRecovering = QStringLiteral("still recovering");

// A stretch of the window the job lost to one cause of one incident.
struct LostSpan
{
    qint64 startMs = 0, endMs = 0;
    QString cause;
};

// One incident as goodput needs it, from the journal or from this run.
struct MeasuredIncident
{
    QString id;
    qint64 firstMs = 0, lastMs = 0;
    bool resolved = false;
    bool hang = false;
    std::vector<TimelinePhase> phases;
    qint64 stepsLost = -1;
};

bool startedAsHang(const JournalIncident &incident)
{
    for (const JournalRecord &record : incident.records)
        if (record.kind == RecordKind::Detected)
            return journal::DetectedDetails::fromJson(record.details).signal == QLatin1String("hang");
    return false;
}

MeasuredIncident fromJournal(const JournalIncident &incident)
{
    return {incident.id, incident.firstMs, incident.lastMs, incident.resolved, startedAsHang(incident), incident.phases,
            incident.stepsLost};
}

MeasuredIncident fromLive(const QString &id, const Incident &incident, qint64 nowMs)
{
    const IncidentTimeline &t = incident.timeline;
    const qint64 first = t.detectedMs ? t.detectedMs : incident.first.observedMs;
    const bool resolved = incident.state == IncidentState::Resolved;
    return {id, first, resolved && t.resolvedMs ? t.resolvedMs : nowMs, resolved,
            incident.first.kind == SignalKind::Hang, incident.phases(nowMs), incident.stepsLost};
}

// The spans INCIDENT lost, clipped to the window; notes what it could not measure.
void addSpans(const MeasuredIncident &incident, qint64 fromMs, qint64 toMs, double stepSeconds, std::vector<LostSpan> &spans,
              GoodputReport &report)
{
    const auto add = [&](qint64 start, qint64 end, const QString &cause) {
        start = std::max(start, fromMs);
        end = std::min(end, toMs);
        if (end > start)
            spans.push_back({start, end, cause});
    };
    if (incident.phases.empty()) {
        if (!incident.resolved)   // open (or given up to a person): losing time since it began
            add(incident.firstMs, toMs, kStillRecovering);
        else
            report.notMeasured << QCoreApplication::translate("ascendops::pipeline", "%1: resolved with no timeline (it did not stop training)").arg(incident.id);
    }
    for (const TimelinePhase &phase : incident.phases) {
        // A hang's detection is the wait from its last step until it was seen.
        add(phase.startMs, phase.endMs, incident.hang && phase.name == QLatin1String("detection") ? QStringLiteral("hang") : phase.name);
    }
    if (incident.stepsLost > 0) {
        if (stepSeconds > 0)
            report.lostSeconds[QStringLiteral("steps rolled back")] += double(incident.stepsLost) * stepSeconds;
        else
            report.notMeasured << QCoreApplication::translate("ascendops::pipeline", "%1: %2 steps rolled back, the step time unknown").arg(incident.id).arg(incident.stepsLost);
    }
}

// Each moment covered by a span counts once, for the span that began first.
void countOnce(std::vector<LostSpan> spans, GoodputReport &report)
{
    std::stable_sort(spans.begin(), spans.end(), [](const LostSpan &a, const LostSpan &b) { return a.startMs < b.startMs; });
    qint64 covered = std::numeric_limits<qint64>::min();   // everything before is counted
    for (const LostSpan &span : spans) {
        const qint64 start = std::max(span.startMs, covered);
        if (span.endMs > start)
            report.lostSeconds[span.cause] += double(span.endMs - start) / 1000.0;
        covered = std::max(covered, span.endMs);
    }
}

GoodputReport goodputOf(const std::vector<MeasuredIncident> &incidents, const QString &job, qint64 fromMs, qint64 toMs,
                        double stepSeconds)
{
    GoodputReport report;
    report.job = job;
    report.fromMs = fromMs;
    report.toMs = toMs;
    std::vector<LostSpan> spans;
    std::map<QString, double> phaseTotals;
    for (const MeasuredIncident &incident : incidents) {
        if (incident.lastMs < fromMs || incident.firstMs > toMs)
            continue;
        ++report.incidents;
        addSpans(incident, fromMs, toMs, stepSeconds, spans, report);
        if (!incident.resolved || incident.phases.empty())
            continue;
        ++report.recoveriesMeasured;
        for (const TimelinePhase &phase : incident.phases)
            phaseTotals[phase.name] += double(phase.endMs - phase.startMs) / 1000.0;
    }
    countOnce(std::move(spans), report);
    for (const char *name : kTimelinePhases)
        if (const auto total = phaseTotals.find(QLatin1String(name)); total != phaseTotals.end())
            report.meanPhaseSeconds.emplace_back(total->first, total->second / report.recoveriesMeasured);
    const double window = std::max<qint64>(1, toMs - fromMs) / 1000.0;
    report.goodput = std::clamp(1.0 - report.lostTotal() / window, 0.0, 1.0);
    return report;
}

} // namespace

double GoodputReport::lostTotal() const
{
    double total = 0;
    for (const auto &[cause, seconds] : lostSeconds)
        total += seconds;
    return total;
}

GoodputReport jobGoodput(const std::vector<JournalIncident> &incidents, const QString &job, qint64 fromMs, qint64 toMs,
                         double stepSeconds)
{
    return jobGoodput(incidents, {}, job, fromMs, toMs, stepSeconds);
}

GoodputReport jobGoodput(const std::vector<JournalIncident> &history, const std::map<QString, Incident> &live,
                         const QString &job, qint64 fromMs, qint64 toMs, double stepSeconds)
{
    std::vector<MeasuredIncident> incidents;
    for (const auto &[id, incident] : live) {
        if (incident.job == job)
            incidents.push_back(fromLive(id, incident, toMs));
    }
    for (const JournalIncident &incident : history) {
        if (incident.job == job && !live.count(incident.id))
            incidents.push_back(fromJournal(incident));
    }
    return goodputOf(incidents, job, fromMs, toMs, stepSeconds);
}

double fleetGoodput(const std::vector<GoodputReport> &reports)
{
    if (reports.empty())
        return -1;
    double sum = 0;
    for (const GoodputReport &report : reports)
        sum += report.goodput;
    return sum / double(reports.size());
}

} // namespace ascendops::pipeline
