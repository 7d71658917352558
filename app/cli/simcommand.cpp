#include "simcommand.h"

#include "sim/seed/trainingscripts.h"

#include "clicommon.h"
#include "clihelp.h"

#include "sim/seed/simfabric.h"

#include "core/quitonsignals.h"
#include "siminjectcommand.h"

#include "sim/simcluster.h"
#include "sim/seed/simpreset.h"
#include "formats/retryeligibility.h"

#include <QDir>
#include <QFileInfo>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>

#include <csignal>
#include <cstdio>

namespace ascendops::cli {
namespace {


struct ServeOptions
{
    QHostAddress address;
    quint16 port = 0;
    sim::SimPreset preset;
    QString kubeconfigOut;
    QString fabricOut;
    double speed = 1.0;
    int churn = 0;   // pod writes a minute in the fleet; 0: still
    QString nodeTools;   // empty: none
    int sshNodes = 0;
    QString sshDir;
    int apiRestartDownMs = 3000;
};

bool complain(const QString &message)
{
    usageError(QStringLiteral("ascend-ops-cli sim serve: %1").arg(message));
    return false;
}

bool parseListen(const QString &text, ServeOptions *options)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    bool portOk = false;
    const uint port = colon > 0 ? text.mid(colon + 1).toUInt(&portOk) : 0;
    QString host = colon > 0 ? text.left(colon) : QString();
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    if (!portOk || port > 65535 || !options->address.setAddress(host))
        return complain(QStringLiteral("--listen: expected HOST:PORT with a numeric IP address, got \"%1\"").arg(text));
    options->port = quint16(port);
    return true;
}

// Flags that change one number of the preset; the ranges are checked on the
// whole preset afterwards (presetProblem).
struct PresetOverride
{
    const char *option;
    int sim::SimPreset::*field;
};

constexpr PresetOverride kOverrides[] = {
    {"super-pods", &sim::SimPreset::superPods},
    {"servers-per-super-pod", &sim::SimPreset::serversPerSuperPod},
    {"devices-per-server", &sim::SimPreset::devicesPerServer},
    {"spares-per-super-pod", &sim::SimPreset::sparesPerSuperPod},
};

QString knownPresets()
{
    QStringList names;
    for (const std::string &name : sim::presetNames())
        names << QString::fromStdString(name);
    return names.join(QStringLiteral(", "));
}

bool applyOverrides(const QCommandLineParser &parser, sim::SimPreset *preset)
{
    for (const PresetOverride &o : kOverrides) {
        const QString option = QLatin1String(o.option);
        if (!parser.isSet(option))
            continue;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok)
            return complain(QStringLiteral("--%1: expected a whole number, got \"%2\"").arg(option, parser.value(option)));
        preset->*o.field = value;
        // A partial last super-pod belongs to the preset's own shape.
        if (o.field == &sim::SimPreset::superPods || o.field == &sim::SimPreset::serversPerSuperPod)
            preset->totalJobServers = 0;
    }
    return true;
}

bool parsePreset(const QCommandLineParser &parser, sim::SimPreset *preset)
{
    const QString name = parser.value(QStringLiteral("preset"));
    const std::optional<sim::SimPreset> found = sim::findPreset(name.toStdString());
    if (!found)
        return complain(QStringLiteral("--preset: unknown preset \"%1\" (%2)").arg(name, knownPresets()));
    *preset = *found;
    if (!applyOverrides(parser, preset))
        return false;
    if (parser.isSet(QStringLiteral("fault-scheduling"))) {
        const QString mode = parser.value(QStringLiteral("fault-scheduling"));
        const QStringList known{QStringLiteral("force"), QStringLiteral("grace"), QStringLiteral("off"),
                                QStringLiteral("external-force"), QStringLiteral("external-grace")};
        if (!known.contains(mode))
            return complain(QStringLiteral("--fault-scheduling: expected one of %1, got \"%2\"").arg(known.join(QStringLiteral(", ")), mode));
        preset->faultScheduling = mode.toStdString();
    }
    const std::string problem = sim::presetProblem(*preset);
    if (!problem.empty())
        return complain(QStringLiteral("--preset %1 with the given overrides: %2").arg(name, QString::fromStdString(problem)));
    return true;
}

bool parseServeOptions(const QStringList &args, ServeOptions *options)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("listen"), QString(), QStringLiteral("HOST:PORT")});
    parser.addOption({QStringLiteral("preset"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("kubeconfig-out"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("speed"), QString(), QStringLiteral("X")});
    parser.addOption({QStringLiteral("node-tools"), QString(), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("ssh-nodes"), QString(), QStringLiteral("N")});
    parser.addOption({QStringLiteral("ssh-dir"), QString(), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("fault-scheduling"), QString(), QStringLiteral("MODE")});
    parser.addOption({QStringLiteral("no-rank-table-operator"), QString()});
    parser.addOption({QStringLiteral("no-backup-nics"), QString()});
    parser.addOption({QStringLiteral("platform"), QString(), QStringLiteral("P")});
    parser.addOption({QStringLiteral("job-kind"), QString(), QStringLiteral("KIND")});
    parser.addOption({QStringLiteral("job-settings"), QString(), QStringLiteral("S")});
    parser.addOption({QStringLiteral("scripts-dir"), QString(), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("fabric-out"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("api-restart-down"), QString(), QStringLiteral("MS")});
    parser.addOption({QStringLiteral("churn"), QString(), QStringLiteral("N")});
    for (const PresetOverride &o : kOverrides)
        parser.addOption({QLatin1String(o.option), QString(), QStringLiteral("N")});
    if (!parseOrComplain(parser, args))
        return false;
    if (!parser.positionalArguments().isEmpty())
        return complain(QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    for (const char *required : {"listen", "preset", "kubeconfig-out"}) {
        if (!parser.isSet(QLatin1String(required)))
            return complain(QStringLiteral("--%1 is required").arg(QLatin1String(required)));
    }
    if (!parseListen(parser.value(QStringLiteral("listen")), options))
        return false;
    if (!parsePreset(parser, &options->preset))
        return false;
    options->preset.rankTableOperator = !parser.isSet(QStringLiteral("no-rank-table-operator"));
    options->preset.backupNics = !parser.isSet(QStringLiteral("no-backup-nics"));
    const QString platform = parser.value(QStringLiteral("platform"));
    const std::optional<RetryPlatform> chosen = retryPlatformFromName(platform);
    if (!platform.isEmpty() && !chosen)
        return complain(QStringLiteral("--platform: expected mindcluster or modelarts, got \"%1\"").arg(platform));
    options->preset.modelArts = chosen == RetryPlatform::ModelArts;
    const QString kind = parser.value(QStringLiteral("job-kind"));
    if (!kind.isEmpty() && kind != QLatin1String("vcjob") && kind != QLatin1String("ascendjob"))
        return complain(QStringLiteral("--job-kind: expected vcjob or ascendjob, got \"%1\"").arg(kind));
    options->preset.ascendJob = kind == QLatin1String("ascendjob");
    const QString settings = parser.value(QStringLiteral("job-settings"));
    if (!settings.isEmpty() && !sim::applyJobSettings(settings.toStdString(), &options->preset))
        return complain(QStringLiteral("--job-settings: expected default, bare or tuned, got \"%1\"").arg(settings));
    if (parser.isSet(QStringLiteral("scripts-dir"))) {
        const QString dir = parser.value(QStringLiteral("scripts-dir"));
        if (dir.isEmpty() || !QDir().mkpath(dir))
            return complain(QStringLiteral("--scripts-dir: cannot create \"%1\"").arg(dir));
        options->preset.scriptsHostDir = QFileInfo(dir).absoluteFilePath().toStdString();
    }
    options->kubeconfigOut = parser.value(QStringLiteral("kubeconfig-out"));
    options->fabricOut = parser.value(QStringLiteral("fabric-out"));
    options->nodeTools = parser.value(QStringLiteral("node-tools"));
    if (parser.isSet(QStringLiteral("node-tools")) && options->nodeTools.isEmpty())
        return complain(QStringLiteral("--node-tools: expected a directory"));
    if (parser.isSet(QStringLiteral("ssh-nodes"))) {
        bool ok = false;
        options->sshNodes = parser.value(QStringLiteral("ssh-nodes")).toInt(&ok);
        options->sshDir = parser.value(QStringLiteral("ssh-dir"));
        if (!ok || options->sshNodes <= 0 || options->nodeTools.isEmpty() || options->sshDir.isEmpty())
            return complain(QStringLiteral("--ssh-nodes: expected a positive number, with --node-tools and --ssh-dir"));
    }
    if (parser.isSet(QStringLiteral("api-restart-down"))) {
        bool ok = false;
        options->apiRestartDownMs = parser.value(QStringLiteral("api-restart-down")).toInt(&ok);
        if (!ok || options->apiRestartDownMs < 0 || options->apiRestartDownMs > 600000)
            return complain(QStringLiteral("--api-restart-down: expected milliseconds from 0 to 600000, got \"%1\"")
                                .arg(parser.value(QStringLiteral("api-restart-down"))));
    }
    if (parser.isSet(QStringLiteral("churn"))) {
        bool ok = false;
        options->churn = parser.value(QStringLiteral("churn")).toInt(&ok);
        if (!ok || options->churn < 1 || options->churn > 100000)
            return complain(QStringLiteral("--churn: expected pod writes a minute, 1 to 100000, got \"%1\"").arg(parser.value(QStringLiteral("churn"))));
        if (!options->preset.fleet())
            return complain(QStringLiteral("--churn: the preset %1 has no fleet to move; a3-fleet has").arg(QString::fromStdString(options->preset.name)));
    }
    if (parser.isSet(QStringLiteral("speed"))) {
        bool ok = false;
        options->speed = parser.value(QStringLiteral("speed")).toDouble(&ok);
        if (!ok || !(options->speed > 0))
            return complain(QStringLiteral("--speed: expected a positive number, got \"%1\"").arg(parser.value(QStringLiteral("speed"))));
    }
    return true;
}

int serve(const ServeOptions &options)
{
    sim::SimCluster cluster(options.preset, options.speed);
    QString error;
    if (!options.preset.scriptsHostDir.empty()) {
        // The scripts the ConfigMap would hold, as files on the shared directory.
        const QDir dir(QString::fromStdString(options.preset.scriptsHostDir));
        const nlohmann::json scripts = sim::trainingScriptsConfigMap(options.preset, sim::BuildTimes::current())["data"];
        for (const auto &[name, text] : scripts.items())
            if (!writeOutputFile(dir.filePath(QString::fromStdString(name)), QByteArray::fromStdString(text.get<std::string>())))
                return ExitUsage;
    }
    if (!options.fabricOut.isEmpty()) {
        const std::string fabric = writeFabricTopology(sim::simFabric(options.preset));
        if (!writeOutputFile(options.fabricOut, QByteArray::fromStdString(fabric)))
            return ExitUsage;
    }
    if (!options.nodeTools.isEmpty() && !cluster.startNodeTools(options.nodeTools, &error)) {
        printErr(QStringLiteral("ascend-ops-cli sim serve: --node-tools: %1\n").arg(error));
        return ExitUsage;
    }
    if (!cluster.listen(options.address, options.port, &error)) {
        printErr(error + QLatin1Char('\n'));
        return ExitUsage;
    }
    // SIGUSR1 restarts the API server, the cluster behind it going on
    // (tests/chaos/api_restart.py).
    const int downMs = options.apiRestartDownMs;
    if (!installQuitOnSignals(&cluster)
        || !onSignal(SIGUSR1, &cluster, [&cluster, downMs] { cluster.server().restart(downMs); })) {
        printErr(QStringLiteral("ascend-ops-cli sim serve: cannot install signal handlers\n"));
        return ExitUsage;
    }
    // Written only now, so a client that sees the file can connect at once.
    if (!writeOutputFile(options.kubeconfigOut, cluster.server().kubeconfig()))
        return ExitUsage;
    if (options.churn > 0 && !cluster.startChurn(options.churn, &error)) {
        printErr(QStringLiteral("ascend-ops-cli sim serve: --churn: %1\n").arg(error));
        return ExitUsage;
    }
    printOut(QStringLiteral("serving %1\n").arg(cluster.server().serverUrl()));
    std::fflush(stdout);
    // After the URL, which clients read first; a large cluster's tools fill in later.
    if (sim::NodeToolDir *tools = cluster.nodeTools()) {
        const auto announce = [tools] {
            printOut(QStringLiteral("node tools ready in %1\n").arg(tools->dir()));
            std::fflush(stdout);
        };
        if (tools->isReady())
            announce();
        else
            QObject::connect(tools, &sim::NodeToolDir::ready, tools, announce);
    }
    if (options.sshNodes > 0) {
        if (!cluster.startNodeAccess(options.sshDir, options.sshNodes, &error)) {
            printErr(QStringLiteral("ascend-ops-cli sim serve: --ssh-nodes: %1\n").arg(error));
            return ExitUsage;
        }
        printOut(QStringLiteral("ssh config in %1\n").arg(cluster.nodeAccess()->sshConfigPath()));
        std::fflush(stdout);
    }
    QCoreApplication::exec();
    return ExitOk;
}

} // namespace

int runSimCommand(const QStringList &args)
{
    if (args.value(1) == QLatin1String("inject"))
        return runSimInjectCommand(args.mid(1));
    if (args.value(1) != QLatin1String("serve"))
        return subcommandError(QStringLiteral("sim"), args.value(1));
    ServeOptions options;
    if (!parseServeOptions(args.mid(1), &options))
        return ExitUsage;
    return serve(options);
}

} // namespace ascendops::cli
