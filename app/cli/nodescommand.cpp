#include "nodescommand.h"

#include "clicommon.h"
#include "nodeprobereport.h"
#include "terminalpassphrase.h"

#include "ssh/sshconfig.h"
#include "ssh/sshpool.h"
#include "ssh/sshspec.h"
#include "telemetry/nodeprobe.h"

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

QString usage()
{
    return tr("Usage: ascend-ops-cli nodes probe --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]\n"
              "                                  [--accept-new] [--jump [USER@]HOST[:PORT]] [--ssh-config FILE]\n"
              "                                  [--timeout S] [--json]\n"
              "\n"
              "Logs in to each node over SSH (hosts are looked up in ~/.ssh/config, as ssh does), runs npu-smi and\n"
              "hccn_tool once in one round trip, and prints per node its NPUs and dies (health, temperature) and per\n"
              "device its link status, link up count and change records, net health, optical readings per lane and\n"
              "IP. Unknown host keys are refused unless --accept-new is given; a changed key is always refused.\n"
              "--ssh takes one node or a comma-separated list and may be repeated.\n"
              "\n"
              "Exit codes: 0 every node answered, 1 some node failed (the reason is printed per node), 2 usage.\n");
}

struct ProbeSetup
{
    QList<ssh::SshTarget> targets;
    int timeoutMs = 30000;
    int rounds = 1;
    bool json = false;
    bool printOnly = false;
};

bool readSetup(const QStringList &args, ProbeSetup *setup)
{
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("probe"), tr("Probe nodes once."));
    const QCommandLineOption sshOption(QStringLiteral("ssh"), tr("Node to probe."), QStringLiteral("[USER@]HOST[:PORT]"));
    const QCommandLineOption identity(QStringLiteral("identity"), tr("Private key file."), QStringLiteral("FILE"));
    const QCommandLineOption knownHosts(QStringLiteral("known-hosts"), tr("known_hosts file."), QStringLiteral("FILE"));
    const QCommandLineOption acceptNew(QStringLiteral("accept-new"), tr("Accept and record unknown host keys."));
    const QCommandLineOption jump(QStringLiteral("jump"), tr("Bastion to jump through."), QStringLiteral("[USER@]HOST[:PORT]"));
    const QCommandLineOption config(QStringLiteral("ssh-config"), tr("ssh_config file (default ~/.ssh/config)."), QStringLiteral("FILE"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("Seconds per node (default 30)."), QStringLiteral("S"), QStringLiteral("30"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption rounds(QStringLiteral("rounds"), tr("Probe N times over the same sessions (benchmarks)."),
                                    QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption printCommand(QStringLiteral("print-command"), tr("Print the probe's shell command and exit."));
    parser.addOptions({sshOption, identity, knownHosts, acceptNew, jump, config, timeout, json, rounds, printCommand});
    if (!parseOrComplain(parser, args))
        return false;
    if (parser.isSet(printCommand)) {
        printOut(QString::fromUtf8(telemetry::probeCommand()) + QLatin1Char('\n'));
        setup->printOnly = true;
        return true;
    }
    setup->rounds = std::max(1, parser.value(rounds).toInt());
    if (parser.isSet(QStringLiteral("help")) || parser.positionalArguments() != QStringList{QStringLiteral("probe")}) {
        printErr(usage());
        return false;
    }
    QStringList specs;
    for (const QString &value : parser.values(sshOption))
        specs << value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    bool timeoutOk = false;
    setup->timeoutMs = parser.value(timeout).toInt(&timeoutOk) * 1000;
    if (specs.isEmpty() || !timeoutOk || setup->timeoutMs <= 0) {
        printErr(specs.isEmpty() ? tr("nodes probe: give at least one --ssh [USER@]HOST[:PORT]\n")
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
            printErr(tr("nodes probe: --ssh %1: %2\n").arg(text, error));
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

} // namespace

int runNodesCommand(const QStringList &args)
{
    ProbeSetup setup;
    if (!readSetup(args, &setup))
        return ExitUsage;
    if (setup.printOnly)
        return ExitOk;
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
    printOut(setup.json ? probeReportJson(outcomes) : probeReportText(outcomes));
    for (const NodeProbeOutcome &outcome : outcomes)
        if (!outcome.error.isEmpty())
            return ExitInvalid;
    return ExitOk;
}

} // namespace ascendops::cli
