#pragma once
#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli nodes probe ...
int runNodesCommand(const QStringList &args);
// ascend-ops-cli fabric discover ...
int runFabricCommand(const QStringList &args);

} // namespace ascendops::cli
