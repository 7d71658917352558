#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli isolation list|release ...`: the chips isolated by hand in
// the device plugin's and ClusterD's stores, and their release.
int runIsolationCommand(const QStringList &args);

} // namespace ascendops::cli
