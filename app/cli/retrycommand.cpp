#include "retrycommand.h"
#include "clicommon.h"
// Placeholder until the retry parameters land (issue 2, in progress).
namespace ascendops::cli {
int runRetryCommand(const QStringList &) { printErr(QStringLiteral("retry: not built yet\n")); return ExitUsage; }
}
