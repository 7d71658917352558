// ascend-ops-cli: the headless side of Ascend Ops Console. Commands that only
// read and write files create a QCoreApplication (for translations) and never
// load GUI plugins, so they start in a few milliseconds.
#include "clicommands.h"
#include "clicommon.h"

#include "language.h"

#include <QCoreApplication>
#include <QStringList>

using namespace ascendops;
using namespace ascendops::cli;

namespace {

QString usage()
{
    return QCoreApplication::translate("cli",
        "Usage: ascend-ops-cli [--lang LANG] COMMAND ...\n"
        "\n"
        "Commands:\n"
        "  ranktable validate FILE... [--json]   check HCCL rank tables (hccl.json)\n"
        "  ranktable fmt FILE [--to 1.0] [-o OUT]\n"
        "                                        rewrite a rank table in canonical layout\n"
        "                                        (--to 1.0 converts a legacy template-2 table)\n"
        "  ranktable generate --version V --servers N --devices-per-server K\n"
        "                     [--super-pod-size S] [-o OUT]\n"
        "                                        write a valid synthetic rank table\n"
        "  ranktable plan FILE --topology TOPOLOGY.json [-o OUT] [--json]\n"
        "                                        renumber ranks route-affine: servers under one\n"
        "                                        leaf switch get consecutive rank blocks\n"
        "  retry check --enable STR --params STR check HCCL operator-retry settings\n"
        "  job profile --file JOB.yaml [--script FILE]... [--json]\n"
        "  job profile [--kubeconfig FILE] [--context C] NAMESPACE/NAME [--json] [--preview ID]\n"
        "                                        a job's recovery-time settings, estimate and the\n"
        "                                        changes that shorten it\n"
        "  job progress --log FILE [--profile NAME] [--json]\n"
        "  job progress [--kubeconfig FILE] [--context C] NAMESPACE/NAME [--json]\n"
        "                                        step, step time, checkpoints, phase and the error\n"
        "                                        a training job's log says\n"
        "  job goodput NAMESPACE/NAME --journal DIR [--since 24h] [--step-seconds S] [--json]\n"
        "                                        the share of a window it trained, time lost by cause\n"
        "  isolation list [--kubeconfig FILE] [--json]\n"
        "                                        chips isolated by hand, in the device plugin's and ClusterD's stores\n"
        "  isolation release --node NODE --device N [--dry-run]\n"
        "                                        release one in the store that holds it (dry run first)\n"
        "  kube sync --kubeconfig FILE [--context C] [--fault-node NODE]\n"
        "                                        time a synced cache (and a fault reaching it)\n"
        "  nodes probe --ssh [USER@]HOST[:PORT]... [--identity FILE] [--known-hosts FILE]\n"
        "              [--accept-new] [--jump [USER@]HOST[:PORT]] [--json]\n"
        "                                        probe nodes' NPUs and links over SSH once\n"
        "  fabric discover --ssh [USER@]HOST[:PORT]... [the probe's options] -o TOPOLOGY.json\n"
        "                                        the switch behind each RoCE port, by LLDP\n"
        "  sim serve --listen HOST:PORT --preset NAME --kubeconfig-out FILE [--speed X]\n"
        "            [--super-pods N] [--servers-per-super-pod N] [--devices-per-server N]\n"
        "            [--spares-per-super-pod N] [--node-tools DIR]\n"
        "                                        serve a simulated cluster's Kubernetes API\n"
        "                                        (and npu-smi, hccn_tool for its nodes)\n"
        "  sim inject --kubeconfig FILE --kind KIND --node NODE [...]\n"
        "                                        create a Fault in the simulated cluster\n"
        "  journal export --journal DIR [--format jsonl|csv]\n"
        "                                        print the recovery pipeline's journal\n"
        "  pipeline run --kubeconfig FILE --mode observe|approve|auto --journal DIR [--duration S]\n"
        "                                        run the fault-handling pipeline on a cluster\n"
        "  pipeline serve --mode MODE --journal DIR\n"
        "                                        the same inside the cluster, with leader election\n"
        "\n"
        "Options:\n"
        "  --lang LANG   language of messages (en, zh_CN); default: the system locale\n"
        "  --help        show this help\n"
        "  --version     show the version\n"
        "\n"
        "Exit codes: 0 success, 1 invalid input or failed check, 2 usage or I/O error.\n");
}

// Removes "--lang X" / "--lang=X" wherever it stands and returns X.
QString takeLanguage(QStringList &args)
{
    QString lang;
    for (int i = 1; i < args.size();) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            lang = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            lang = args[i].mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return lang;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ascend-ops-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASCENDOPS_VERSION));
    QStringList args = QCoreApplication::arguments();
    installTranslations(takeLanguage(args));

    if (args.size() < 2) {
        printErr(usage());
        return ExitUsage;
    }
    const QString command = args[1];
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printOut(usage());
        return ExitOk;
    }
    if (command == QLatin1String("--version")) {
        printOut(QStringLiteral("ascend-ops-cli %1\n").arg(QStringLiteral(ASCENDOPS_VERSION)));
        return ExitOk;
    }
    for (const CliCommand &run : commands())
        if (command == QLatin1String(run.name))
            return run.run(args.mid(1));   // the command name takes the program's place
    if (const std::optional<int> code = runElsewhere(command, argv))
        return *code;
    printErr(QCoreApplication::translate("cli", "ascend-ops-cli: unknown command '%1'\n\n").arg(command) + usage());
    return ExitUsage;
}
