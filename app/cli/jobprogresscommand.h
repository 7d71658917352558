#pragma once

#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli job progress: what a training job's log says of its
// progress (step, total, step time, checkpoints, phase, the error it ends
// in), from a log file or from the pods of a job in a cluster.
int runJobProgress(const QStringList &args);

} // namespace ascendops::cli
