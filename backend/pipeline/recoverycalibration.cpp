#include "pipeline/recoverycalibration.h"

#include <algorithm>

namespace ascendops::pipeline {
namespace {

// From the fault to the end of the last phase, as the timeline lays them out.
std::optional<double> measuredSeconds(const JournalIncident &incident)
{
    if (!incident.resolved || incident.dryRunOnly || incident.phases.empty())
        return std::nullopt;
    qint64 start = incident.phases.front().startMs, end = start;
    for (const TimelinePhase &phase : incident.phases) {
        start = std::min(start, phase.startMs);
        end = std::max(end, phase.endMs);
    }
    return double(end - start) / 1000.0;
}

std::optional<recoverytime::Calibration> average(const std::vector<JournalIncident> &incidents, const QString &job)
{
    recoverytime::Calibration calibration;
    double sum = 0;
    for (const JournalIncident &incident : incidents) {
        if (!job.isEmpty() && incident.job != job)
            continue;
        if (const std::optional<double> seconds = measuredSeconds(incident)) {
            sum += *seconds;
            ++calibration.incidents;
        }
    }
    if (calibration.incidents == 0)
        return std::nullopt;
    calibration.meanSeconds = sum / calibration.incidents;
    calibration.scope = job.isEmpty() ? QStringLiteral("cluster") : QStringLiteral("job");
    return calibration;
}

} // namespace

std::optional<recoverytime::Calibration> measuredRecoveries(const std::vector<JournalIncident> &incidents, const QString &job)
{
    if (std::optional<recoverytime::Calibration> own = average(incidents, job))
        return own;
    return average(incidents, {});
}

} // namespace ascendops::pipeline
