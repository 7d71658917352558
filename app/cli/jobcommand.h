#pragma once

#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli job profile: a training job's recovery-time profile, from a
// manifest and its scripts (offline) or from a cluster; job progress: what
// its log says (jobprogresscommand.h).
int runJobCommand(const QStringList &args);

} // namespace ascendops::cli
