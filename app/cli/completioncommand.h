#pragma once
#include <QString>
#include <QStringList>

namespace ascendops::cli {

// The completion script of SHELL (bash, zsh, fish), made from the help
// table (clihelp.h); empty for another shell.
QString completionScript(const QString &shell);
// ascend-ops-cli completion bash|zsh|fish [-o FILE]
int runCompletionCommand(const QStringList &args);

} // namespace ascendops::cli
