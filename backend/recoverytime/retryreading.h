#pragma once
// A plain value, kept apart so that the console's cache of jobs (which keeps
// one per job) need not include the whole profile.
#include "model/retrysettings.h"

#include <QString>
#include <QStringList>

namespace ascendops::recoverytime {

// Operator retry as the job runs with it: HCCL_OP_RETRY_ENABLE and
// HCCL_OP_RETRY_PARAMS after the start scripts' exports and the ConfigMaps
// the env names, or a ModelArts training job's annotation. The pipeline
// waits its window on this same reading.
struct RetryReading
{
    RetrySettings settings;
    QString where;   // the place of the switch; "" when nothing switches it
    // What stops retry where the job runs (RetryFit's blockers: hardware,
    // CANN, framework, whole cards, mc2), so the pipeline judges as the profile.
    QStringList blockers;
    bool operator==(const RetryReading &) const = default;
};

} // namespace ascendops::recoverytime
