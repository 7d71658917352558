#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli cluster capacity ...`: the spares each super-pod has left
// and the cluster's NPUs by what they can do, from one synced read.
int runClusterCommand(const QStringList &args);

} // namespace ascendops::cli
