#pragma once

#include <QStringList>

namespace ascendops::cli {

// `ranktable validate|fmt|generate ...`. args[0] is "ranktable".
int runRankTableCommand(const QStringList &args);

} // namespace ascendops::cli
