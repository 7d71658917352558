#pragma once
#include <QStringList>

namespace ascendops::cli {

// `ascend-ops-cli node cordon|uncordon|drain|pause|resume NODE...`: the repair
// cycle's writes on servers, each previewed as a server-side dry run first.
int runNodeCommand(const QStringList &args);

} // namespace ascendops::cli
