// The commands of `ascend-ops-cli` itself: files in, findings out. The
// cluster commands are `ascend-ops-cli-cluster`'s (clicommands.h says why).
#include "clicommands.h"

#include "clicommon.h"
#include "completioncommand.h"
#include "journalcommand.h"
#include "manpagecommand.h"
#include "ranktablecommand.h"
#include "retrycommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace ascendops::cli {
namespace {

constexpr std::array kCommands{
    CliCommand{"ranktable", runRankTableCommand},
    CliCommand{"retry", runRetryCommand},
    CliCommand{"journal", runJournalCommand},
    CliCommand{"completion", runCompletionCommand},
    CliCommand{"manpage", runManpageCommand},
};
constexpr std::array kClusterCommands{"kube", "sim", "nodes", "fabric", "pipeline", "job", "isolation", "cluster", "node"};

// Beside this program in the build tree; in libexec when installed.
QString clusterProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(QStringLiteral("ascend-ops-cli-cluster")),
                                     here.filePath(QStringLiteral(ASCENDOPS_LIBEXEC_FROM_BIN "/ascend-ops-cli-cluster"))}) {
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).absoluteFilePath();
    }
    return {};
}

} // namespace

std::span<const CliCommand> commands()
{
    return kCommands;
}

std::optional<int> runElsewhere(const QString &name, char **argv)
{
    if (std::find_if(kClusterCommands.begin(), kClusterCommands.end(),
                     [&](const char *c) { return name == QLatin1String(c); }) == kClusterCommands.end())
        return std::nullopt;
    const QString program = clusterProgram();
    if (program.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "ascend-ops-cli: '%1' needs ascend-ops-cli-cluster, which is not "
                                                    "installed beside this program\n").arg(name));
        return ExitUsage;
    }
    // The same process goes on as the other program: same pid, arguments,
    // terminal and signals, so scripts and supervisors see no difference.
    const QByteArray path = QFile::encodeName(program);
    execv(path.constData(), argv);
    const int reason = errno;
    printErr(QCoreApplication::translate("cli", "ascend-ops-cli: cannot run %1: %2\n")
                 .arg(program, QString::fromLocal8Bit(std::strerror(reason))));
    return ExitUsage;
}

} // namespace ascendops::cli
