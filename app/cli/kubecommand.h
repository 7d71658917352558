#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli kube sync ...`: connects, syncs the console's caches and
// reports how long that took and what it cost; optionally injects a fault and
// times how long the change takes to reach the cache.
int runKubeCommand(const QStringList &args);

} // namespace ascendops::cli
