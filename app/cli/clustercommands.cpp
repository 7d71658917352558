// The commands of `ascend-ops-cli-cluster`: every command, the ones that
// talk to clusters and nodes included.
#include "clicommands.h"

#include "clustercapacitycommand.h"
#include "completioncommand.h"
#include "isolationcommand.h"
#include "jobcommand.h"
#include "journalcommand.h"
#include "kubecommand.h"
#include "manpagecommand.h"
#include "nodecommand.h"
#include "nodescommand.h"
#include "pipelinecommand.h"
#include "ranktablecommand.h"
#include "retrycommand.h"
#include "simcommand.h"

#include <array>

namespace ascendops::cli {
namespace {

constexpr std::array kCommands{
    CliCommand{"ranktable", runRankTableCommand}, CliCommand{"retry", runRetryCommand},
    CliCommand{"journal", runJournalCommand},     CliCommand{"kube", runKubeCommand},
    CliCommand{"sim", runSimCommand},             CliCommand{"nodes", runNodesCommand},
    CliCommand{"fabric", runFabricCommand},
    CliCommand{"pipeline", runPipelineCommand},   CliCommand{"job", runJobCommand},
    CliCommand{"isolation", runIsolationCommand}, CliCommand{"completion", runCompletionCommand},
    CliCommand{"manpage", runManpageCommand},      CliCommand{"cluster", runClusterCommand},
    CliCommand{"node", runNodeCommand},
};

} // namespace

std::span<const CliCommand> commands()
{
    return kCommands;
}

std::optional<int> runElsewhere(const QString &, char **)
{
    return std::nullopt;
}

} // namespace ascendops::cli
