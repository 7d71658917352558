#pragma once

#include <QStringList>

namespace ascendops::cli {

// ascend-ops-cli pipeline run|serve ...: the fault-handling pipeline without
// a display; args[0] is "pipeline".
int runPipelineCommand(const QStringList &args);

} // namespace ascendops::cli
