#include "jobgoodput.h"

#include "journal/recorddetails.h"

#include <algorithm>

namespace ascendops::pipeline {

namespace {

// The part of [start, end) inside [from, to), in seconds.
double overlapSeconds(qint64 start, qint64 end, qint64 from, qint64 to)
{
    return std::max<qint64>(0, std::min(end, to) - std::max(start, from)) / 1000.0;
}

bool startedAsHang(const JournalIncident &incident)
{
    for (const JournalRecord &record : incident.records)
        if (record.kind == RecordKind::Detected)
            return journal::DetectedDetails::fromJson(record.details).signal == QLatin1String("hang");
    return false;
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
    GoodputReport report;
    report.job = job;
    report.fromMs = fromMs;
    report.toMs = toMs;
    for (const JournalIncident &incident : incidents) {
        if (incident.job != job || incident.lastMs < fromMs || incident.firstMs > toMs)
            continue;
        ++report.incidents;
        if (!incident.resolved) {
            // Open (or given up to a person): the job has been losing time since it began.
            report.lostSeconds[QStringLiteral("still recovering")] += overlapSeconds(incident.firstMs, toMs, fromMs, toMs);
            continue;
        }
        if (incident.phases.empty())
            report.notMeasured << QStringLiteral("%1: resolved with no timeline (it did not stop training)").arg(incident.id);
        const bool hang = startedAsHang(incident);
        for (const TimelinePhase &phase : incident.phases) {
            // A hang's detection is the wait from its last step until it was seen.
            const QString cause = hang && phase.name == QLatin1String("detection") ? QStringLiteral("hang") : phase.name;
            report.lostSeconds[cause] += overlapSeconds(phase.startMs, phase.endMs, fromMs, toMs);
        }
        if (incident.stepsLost > 0) {
            if (stepSeconds > 0)
                report.lostSeconds[QStringLiteral("steps rolled back")] += double(incident.stepsLost) * stepSeconds;
            else
                report.notMeasured << QStringLiteral("%1: %2 steps rolled back, the step time unknown").arg(incident.id).arg(incident.stepsLost);
        }
    }
    const double window = std::max<qint64>(1, toMs - fromMs) / 1000.0;
    report.goodput = std::clamp(1.0 - report.lostTotal() / window, 0.0, 1.0);
    return report;
}

} // namespace ascendops::pipeline
