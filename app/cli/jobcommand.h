#pragma once

#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli job profile: a training job's recovery-time profile, from a
// manifest and its scripts (offline) or from a cluster.
int runJobCommand(const QStringList &args);

} // namespace ascendops::cli
