#pragma once
// What the journal measured: the recoveries of a job (or, when it has none,
// of every job of the cluster) that were acted on and resolved with a
// timeline, as a calibration shown beside the recovery-time estimate
// ("measured, N incidents" next to "model"). An observed incident (dry runs
// only) measured no recovery and is left out.
#include "pipeline/journalincident.h"
#include "recoverytime/jobprofile.h"

#include <optional>
#include <vector>

namespace ascendops::pipeline {

std::optional<recoverytime::Calibration> measuredRecoveries(const std::vector<JournalIncident> &incidents,
                                                             const QString &job);

} // namespace ascendops::pipeline
