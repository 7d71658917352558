#include "nodescommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "nodeprobereport.h"
#include "terminalpassphrase.h"

#include "ssh/sshconfig.h"
#include "ssh/sshpool.h"
#include "ssh/sshspec.h"
#include "telemetry/fabricdiscovery.h"
#include "telemetry/nodeprobe.h"

#include "core/atomicfile.h"
#include "formats/fabrictopology.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>

#include <map>

namespace ascendops::cli {
namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("ascendops::cli", text);
}



struct ProbeSetup
{
    QString command = QStringLiteral("probe");   // "probe", or "discover" for fabric discover
    QString output;                              // fabric discover -o
    QList<ssh::SshTarget> targets;
    int timeoutMs = telemetry::kProbeTimeoutMs;
    int rounds = 1;
    bool json = false;
    bool printOnly = false;
};

bool readSetup(const QStringList &args, ProbeSetup *setup)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(setup->command, tr("Probe nodes once."));
    const QCommandLineOption sshOption(QStringLiteral("ssh"), tr("Node to probe."), QStringLiteral("[USER@]HOST[:PORT]"));
    const QCommandLineOption identity(QStringLiteral("identity"), tr("Private key file."), QStringLiteral("FILE"));
    const QCommandLineOption knownHosts(QStringLiteral("known-hosts"), tr("known_hosts file."), QStringLiteral("FILE"));
    const QCommandLineOption acceptNew(QStringLiteral("accept-new"), tr("Accept and record unknown host keys."));
    const QCommandLineOption jump(QStringLiteral("jump"), tr("Bastion to jump through."), QStringLiteral("[USER@]HOST[:PORT]"));
    const QCommandLineOption config(QStringLiteral("ssh-config"), tr("ssh_config file (default ~/.ssh/config)."), QStringLiteral("FILE"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("Seconds per node (default %1).").arg(telemetry::kProbeTimeoutMs / 1000),
                                       QStringLiteral("S"), QString::number(telemetry::kProbeTimeoutMs / 1000));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption rounds(QStringLiteral("rounds"), tr("Probe N times over the same sessions (benchmarks)."),
                                    QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption printCommand(QStringLiteral("print-command"), tr("Print the probe's shell command and exit."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")}, tr("Topology file to write."),
                                    QStringLiteral("TOPOLOGY.json"));
    parser.addOptions({sshOption, identity, knownHosts, acceptNew, jump, config, timeout, json, rounds, printCommand, output});
    if (!parseOrComplain(parser, args))
        return false;
    if (parser.isSet(printCommand)) {
        printOut(QString::fromUtf8(telemetry::probeCommand()) + QLatin1Char('\n'));
        setup->printOnly = true;
        return true;
    }
    setup->rounds = std::max(1, parser.value(rounds).toInt());
    const bool discover = setup->command == QLatin1String("discover");
    if (parser.positionalArguments() != QStringList{setup->command}) {
        subcommandError(discover ? QStringLiteral("fabric") : QStringLiteral("nodes"), parser.positionalArguments().value(0));
        return false;
    }
    if (discover != parser.isSet(output)) {
        usageError(discover ? tr("fabric discover: -o TOPOLOGY.json is required") : tr("nodes probe: -o is fabric discover's"));
        return false;
    }
    setup->output = parser.value(output);
    QStringList specs;
    for (const QString &value : parser.values(sshOption))
        specs << value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    bool timeoutOk = false;
    setup->timeoutMs = parser.value(timeout).toInt(&timeoutOk) * 1000;
    if (specs.isEmpty() || !timeoutOk || setup->timeoutMs <= 0) {
        usageError(specs.isEmpty() ? tr("nodes probe: give at least one --ssh [USER@]HOST[:PORT]\n")
                                 : tr("nodes probe: --timeout must be a positive number of seconds\n"));
        return false;
    }
    Problems problems;
    const ssh::SshConfig sshConfig = parser.isSet(config) ? ssh::SshConfig::load(parser.value(config), &problems)
                                                          : ssh::SshConfig::loadDefault(&problems);
    for (const Problem &problem : problems)
        printErr(problem.toString() + QLatin1Char('\n'));
    if (hasErrors(problems) && parser.isSet(config))
        return false;
    ssh::SshOverrides overrides;
    if (parser.isSet(identity))
        overrides.identityFiles << QFileInfo(parser.value(identity)).absoluteFilePath();
    if (parser.isSet(knownHosts))
        overrides.knownHostsFile = QFileInfo(parser.value(knownHosts)).absoluteFilePath();
    if (parser.isSet(jump))
        overrides.proxyJump = parser.value(jump);
    overrides.hostKeyChecking = parser.isSet(acceptNew) ? ssh::HostKeyChecking::AcceptNew : ssh::HostKeyChecking::Yes;
    for (const QString &text : specs) {
        QString error;
        const std::optional<ssh::SshSpec> spec = ssh::parseSshSpec(text, &error);
        if (!spec) {
            usageError(tr("nodes probe: --ssh %1: %2\n").arg(text, error));
            return false;
        }
        ssh::SshOverrides forNode = overrides;
        forNode.user = spec->user;
        forNode.port = spec->port;
        setup->targets << sshConfig.resolve(spec->host, forNode);
    }
    setup->json = parser.isSet(json);
    return true;
}

// One round: the nodes `which` probed at once over the pool's sessions,
// each with the command its plan asks for; their outcomes replaced.
void probeOnce(ssh::SshPool &pool, const ProbeSetup &setup, const std::vector<int> &which,
               const std::vector<telemetry::ProbePlan> &plans, std::vector<NodeProbeOutcome> &outcomes)
{
    std::map<quint64, int> indexOf;
    QEventLoop loop;
    int pending = int(which.size());
    const QMetaObject::Connection connection = QObject::connect(&pool, &ssh::SshPool::finished, &loop,
        [&](quint64 id, const QString &, const ssh::CommandResult &result) {
            const auto it = indexOf.find(id);
            if (it == indexOf.end())
                return;
            NodeProbeOutcome &outcome = outcomes[std::size_t(it->second)];
            outcome.error.clear();
            if (!result.error.isEmpty())
                outcome.error = result.error;
            else
                outcome.probe = telemetry::readNodeProbe(result.stdOut, QDateTime::currentMSecsSinceEpoch());
            if (--pending == 0)
                loop.quit();
        });
    for (const int i : which) {
        outcomes[std::size_t(i)].node = setup.targets[i].label();
        const QByteArray command = telemetry::probeCommand({}, plans[std::size_t(i)]);
        indexOf[pool.submit(setup.targets[i], command, setup.timeoutMs)] = i;
    }
    if (pending > 0)
        loop.exec();
    QObject::disconnect(connection);
}

// The nodes whose probe asks for more (the devices npu-smi lists when there
// is no hccn.conf, the health details of a die not OK): their plans updated.
std::vector<int> needingMore(const std::vector<NodeProbeOutcome> &outcomes, std::vector<telemetry::ProbePlan> &plans)
{
    std::vector<int> which;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].error.isEmpty())
            continue;
        const telemetry::ProbePlan next = telemetry::planAfter(outcomes[i].probe);
        if (next != plans[i]) {
            plans[i] = next;
            which.push_back(int(i));
        }
    }
    return which;
}

// Every node probed, with a second probe at once for those that ask more.
std::vector<NodeProbeOutcome> probeAll(const ProbeSetup &setup)
{
    ssh::SshPool pool;
    pool.setMaxConnections(std::max(16, int(setup.targets.size())));
    pool.setPassphraseCallback(askPassphraseOnTerminal);
    std::vector<NodeProbeOutcome> outcomes(std::size_t(setup.targets.size()));
    std::vector<telemetry::ProbePlan> plans(outcomes.size());
    std::vector<int> everyNode(outcomes.size());
    for (std::size_t i = 0; i < everyNode.size(); ++i)
        everyNode[i] = int(i);
    for (int round = 1; round <= setup.rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        probeOnce(pool, setup, everyNode, plans, outcomes);
        // A node that needs more is asked once more at once, not a round later.
        if (const std::vector<int> more = needingMore(outcomes, plans); !more.empty())
            probeOnce(pool, setup, more, plans, outcomes);
        if (setup.rounds > 1)
            printErr(QStringLiteral("{\"round\":%1,\"ms\":%2}\n").arg(round).arg(clock.nsecsElapsed() / 1e6, 0, 'f', 1));
    }
    return outcomes;
}

// The topology written before, when there is one; false when it exists and
// cannot be read (it is then left alone).
bool readPrevious(const QString &path, FabricTopology *previous)
{
    if (!QFileInfo::exists(path))
        return true;
    std::string text;
    if (!readFile(path, &text))
        return false;
    const Parsed<FabricTopology> parsed = parseFabricTopology(text);
    for (const Problem &problem : parsed.problems())
        printErr(formatProblem(path, problem));
    if (!parsed) {
        printErr(tr("fabric discover: %1 cannot be read; fix or remove it, it is left as it is\n").arg(path));
        return false;
    }
    *previous = parsed.value();
    return true;
}

} // namespace

int runFabricCommand(const QStringList &args)
{
    ProbeSetup setup;
    setup.command = QStringLiteral("discover");
    if (!readSetup(args, &setup))
        return ExitUsage;
    if (setup.printOnly)
        return ExitOk;
    FabricTopology previous;
    if (!readPrevious(setup.output, &previous))
        return ExitInvalid;
    const std::vector<NodeProbeOutcome> outcomes = probeAll(setup);
    std::vector<telemetry::ProbedServer> servers;
    bool complete = true;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].error.isEmpty()) {
            printErr(tr("fabric discover: %1: %2\n").arg(outcomes[i].node, outcomes[i].error));
            complete = false;
            continue;
        }
        servers.push_back({setup.targets[int(i)].alias, &outcomes[i].probe});
    }
    const telemetry::FabricDiscovery found = telemetry::discoverFabric(servers);
    for (const QString &port : found.unanswered)
        printErr(tr("fabric discover: %1\n").arg(port));
    complete = complete && found.unanswered.isEmpty();
    const FabricTopology topology = mergeHandEdits(found.topology, previous);
    const std::string text = writeFabricTopology(topology);
    QString error;
    if (!writeFileAtomically(setup.output, QByteArray(text.data(), qsizetype(text.size())), &error)) {
        printErr(tr("fabric discover: %1\n").arg(error));
        return ExitUsage;
    }
    printErr(tr("fabric discover: %1: %2 links to %3 switches from %4 of %5 nodes\n")
                 .arg(setup.output).arg(topology.links.size()).arg(topology.switches.size()).arg(servers.size()).arg(outcomes.size()));
    return complete ? ExitOk : ExitInvalid;
}

int runNodesCommand(const QStringList &args)
{
    ProbeSetup setup;
    if (!readSetup(args, &setup))
        return ExitUsage;
    if (setup.printOnly)
        return ExitOk;
    const std::vector<NodeProbeOutcome> outcomes = probeAll(setup);
    printOut(setup.json ? probeReportJson(outcomes) : probeReportText(outcomes));
    for (const NodeProbeOutcome &outcome : outcomes)
        if (!outcome.error.isEmpty())
            return ExitInvalid;
    return ExitOk;
}

} // namespace ascendops::cli
