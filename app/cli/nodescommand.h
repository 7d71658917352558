#pragma once
#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli nodes probe ...
int runNodesCommand(const QStringList &args);

} // namespace ascendops::cli
