#include "clihelp.h"

#include "clicommon.h"
#include "clihelptext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace ascendops::cli {
namespace {

// The order is the overview's: files first, then the cluster, then the shell.
constexpr std::array kEntries{
    HelpEntry{"ranktable", "validate", QT_TRANSLATE_NOOP("cli", "check HCCL rank tables (hccl.json)"),
              rankTableValidateHelp,
              "ascend-ops-cli ranktable validate /user/serverid/devindex/config/hccl.json\n"
              "ascend-ops-cli ranktable validate --json hccl-*.json"},
    HelpEntry{"ranktable", "fmt", QT_TRANSLATE_NOOP("cli", "rewrite a rank table in one layout, or convert a template-2 one"),
              rankTableFmtHelp,
              "ascend-ops-cli ranktable fmt hccl.json -o hccl.tidy.json\n"
              "ascend-ops-cli ranktable fmt legacy.json --to 1.0 -o hccl.json"},
    HelpEntry{"ranktable", "generate", QT_TRANSLATE_NOOP("cli", "write a valid synthetic rank table"),
              rankTableGenerateHelp,
              "ascend-ops-cli ranktable generate --version 1.2 --servers 8 --devices-per-server 16 --super-pod-size 4 -o hccl.json"},
    HelpEntry{"ranktable", "plan", QT_TRANSLATE_NOOP("cli", "renumber ranks so that servers under one leaf switch are consecutive"),
              rankTablePlanHelp,
              "ascend-ops-cli ranktable plan hccl.json --topology fabric.json -o hccl.planned.json"},
    HelpEntry{"retry", "check", QT_TRANSLATE_NOOP("cli", "check HCCL operator-retry settings and say how to set them"),
              retryCheckHelp,
              "ascend-ops-cli retry check --enable \"L1:1, L2:1\" --params \"MaxCnt:3, HoldTime:5000, IntervalTime:1000\" --hardware a3"},
    HelpEntry{"journal", "export", QT_TRANSLATE_NOOP("cli", "print the recovery pipeline's journal as JSON lines or CSV"),
              journalExportHelp,
              "ascend-ops-cli journal export --journal /var/lib/ascend-ops/journal/pipeline-0 --format csv > incidents.csv"},
    HelpEntry{"job", "profile", QT_TRANSLATE_NOOP("cli", "what a job's settings cost it in a recovery, and the changes that shorten it"),
              jobProfileHelp,
              "ascend-ops-cli job profile --file job.yaml --script train.sh\n"
              "ascend-ops-cli job profile --context prod default/llama-70b --json"},
    HelpEntry{"job", "progress", QT_TRANSLATE_NOOP("cli", "step, step time, checkpoints and errors a training job's log says"),
              jobProgressHelp,
              "ascend-ops-cli job progress --log rank0.log\n"
              "ascend-ops-cli job progress default/llama-70b --json"},
    HelpEntry{"job", "goodput", QT_TRANSLATE_NOOP("cli", "the share of a window a job trained, and the time lost by cause"),
              jobGoodputHelp,
              "ascend-ops-cli job goodput default/llama-70b --journal journal/ --since 7d --step-seconds 4.2"},
    HelpEntry{"isolation", "list", QT_TRANSLATE_NOOP("cli", "chips isolated by hand, in the device plugin's and ClusterD's stores"),
              isolationHelp,
              "ascend-ops-cli isolation list --json"},
    HelpEntry{"isolation", "release", QT_TRANSLATE_NOOP("cli", "release an isolated chip in every store that holds it"),
              isolationHelp,
              "ascend-ops-cli isolation release --node node-3 --device 5 --dry-run"},
    HelpEntry{"cluster", "capacity", QT_TRANSLATE_NOOP("cli", "spare servers per super-pod, and NPUs free, in use, isolated and faulty"),
              clusterCapacityHelp,
              "ascend-ops-cli cluster capacity --context prod --json"},
    HelpEntry{"node", "cordon", QT_TRANSLATE_NOOP("cli", "take servers out of scheduling for repair (previewed)"),
              nodeHelp, "ascend-ops-cli node cordon node-3 --dry-run"},
    HelpEntry{"node", "uncordon", QT_TRANSLATE_NOOP("cli", "put repaired servers back into scheduling"),
              nodeHelp, "ascend-ops-cli node uncordon node-3"},
    HelpEntry{"node", "drain", QT_TRANSLATE_NOOP("cli", "cordon servers and evict their pods, as their disruption budgets allow"),
              nodeHelp, "ascend-ops-cli node drain node-3 --dry-run"},
    HelpEntry{"node", "pause", QT_TRANSLATE_NOOP("cli", "pause automatic recovery on servers or a super-pod while they are worked on"),
              nodeHelp, "ascend-ops-cli node pause --super-pod 1 --reason \"replacing optics\""},
    HelpEntry{"node", "resume", QT_TRANSLATE_NOOP("cli", "resume automatic recovery there"),
              nodeHelp, "ascend-ops-cli node resume --super-pod 1"},
    HelpEntry{"pipeline", "run", QT_TRANSLATE_NOOP("cli", "run the fault-handling pipeline on a cluster from a terminal"),
              pipelineHelp,
              "ascend-ops-cli pipeline run --kubeconfig sim.kubeconfig --mode observe --journal journal/ --duration 600"},
    HelpEntry{"pipeline", "serve", QT_TRANSLATE_NOOP("cli", "the same inside the cluster, with leader election"),
              pipelineHelp,
              "ascend-ops-cli pipeline serve --mode approve --journal /var/lib/ascend-ops/journal/pipeline-0"},
    HelpEntry{"pipeline", "status", QT_TRANSLATE_NOOP("cli", "which pipeline recovers the cluster, and its incidents"),
              pipelineAnswerHelp, "ascend-ops-cli pipeline status --json"},
    HelpEntry{"pipeline", "approve", QT_TRANSLATE_NOOP("cli", "approve an incident of the cluster's pipeline"),
              pipelineAnswerHelp, "ascend-ops-cli pipeline approve inc-20261130-0007"},
    HelpEntry{"pipeline", "decline", QT_TRANSLATE_NOOP("cli", "decline it: nothing is written, the incident waits for a person"),
              pipelineAnswerHelp, "ascend-ops-cli pipeline decline inc-20261130-0007"},
    HelpEntry{"nodes", "probe", QT_TRANSLATE_NOOP("cli", "probe nodes' NPUs and links over SSH once"),
              nodesProbeHelp,
              "ascend-ops-cli nodes probe --ssh root@node-1,root@node-2 --jump ops@bastion"},
    HelpEntry{"fabric", "discover", QT_TRANSLATE_NOOP("cli", "the switch behind each RoCE port, by LLDP, as a topology file"),
              fabricDiscoverHelp,
              "ascend-ops-cli fabric discover --ssh root@node-1,root@node-2 -o fabric.json"},
    HelpEntry{"kube", "sync", QT_TRANSLATE_NOOP("cli", "time a synced cache of a cluster (and a fault reaching it)"),
              kubeSyncHelp,
              "ascend-ops-cli kube sync --kubeconfig ~/.kube/config --context prod"},
    HelpEntry{"sim", "serve", QT_TRANSLATE_NOOP("cli", "serve a simulated Ascend cluster's Kubernetes API"),
              simServeHelp,
              "ascend-ops-cli sim serve --listen 127.0.0.1:0 --preset a3-demo --kubeconfig-out sim.kubeconfig"},
    HelpEntry{"sim", "inject", QT_TRANSLATE_NOOP("cli", "create a Fault in a simulated cluster"),
              simInjectHelp,
              "ascend-ops-cli sim inject --kubeconfig sim.kubeconfig --kind npu-fault --node node-2 --device 3 --fault-code 80E18402"},
    HelpEntry{"completion", "bash", QT_TRANSLATE_NOOP("cli", "completion of commands and options in bash"),
              completionHelp, "source <(ascend-ops-cli completion bash)"},
    HelpEntry{"completion", "zsh", QT_TRANSLATE_NOOP("cli", "the same in zsh"),
              completionHelp, "source <(ascend-ops-cli completion zsh)"},
    HelpEntry{"completion", "fish", QT_TRANSLATE_NOOP("cli", "the same in fish"),
              completionHelp, "ascend-ops-cli completion fish | source"},
    HelpEntry{"manpage", "", QT_TRANSLATE_NOOP("cli", "print the manual page"),
              manpageHelp, "ascend-ops-cli manpage | man -l -"},
};

QString currentCommand;

QString summaryOf(const HelpEntry &entry)
{
    return QCoreApplication::translate("cli", entry.summary);
}

QString nameOf(const HelpEntry &entry)
{
    return *entry.subcommand ? QStringLiteral("%1 %2").arg(QLatin1String(entry.command), QLatin1String(entry.subcommand))
                             : QLatin1String(entry.command);
}

// "  job profile        what a job's ..." lines for ENTRIES of COMMAND (all when empty).
QString summaryLines(const QString &command)
{
    QString lines;
    for (const HelpEntry &entry : kEntries) {
        if (!command.isEmpty() && command != QLatin1String(entry.command))
            continue;
        lines += QStringLiteral("  %1 %2\n").arg(nameOf(entry).leftJustified(20), summaryOf(entry));
    }
    return lines;
}

QString commandHelp(const QString &command)
{
    return QCoreApplication::translate("cli", "Usage: ascend-ops-cli %1 SUBCOMMAND [OPTIONS]\n\nSubcommands:\n").arg(command)
        + summaryLines(command)
        + QCoreApplication::translate("cli", "\nRun 'ascend-ops-cli %1 SUBCOMMAND --help' for a subcommand's options and examples.\n")
              .arg(command);
}

} // namespace

std::span<const HelpEntry> helpEntries()
{
    return kEntries;
}

QStringList helpCommands()
{
    QStringList commands;
    for (const HelpEntry &entry : kEntries) {
        if (!commands.contains(QLatin1String(entry.command)))
            commands << QLatin1String(entry.command);
    }
    return commands;
}

const HelpEntry *helpEntry(const QString &command, const QString &subcommand)
{
    for (const HelpEntry &entry : kEntries) {
        if (command == QLatin1String(entry.command) && subcommand == QLatin1String(entry.subcommand))
            return &entry;
    }
    return nullptr;
}

QString entryHelp(const HelpEntry &entry)
{
    QString examples;
    for (const QString &line : QString::fromUtf8(entry.example).split(QLatin1Char('\n')))
        examples += QStringLiteral("  %1\n").arg(line);
    return entry.text() + QCoreApplication::translate("cli", "\nExamples:\n") + examples;
}

QString overviewHelp()
{
    return QCoreApplication::translate("cli", "Usage: ascend-ops-cli [--lang LANG] COMMAND SUBCOMMAND [OPTIONS]\n"
                                              "\n"
                                              "The headless side of Ascend Ops Console: rank tables, operator retry, job\n"
                                              "profiles and progress, the fault-handling pipeline, node probes and the\n"
                                              "embedded cluster, from a terminal or a script.\n"
                                              "\n"
                                              "Commands:\n")
        + summaryLines(QString())
        + QCoreApplication::translate("cli", "\n"
                                             "Options:\n"
                                             "  --lang LANG   language of messages (en, zh_CN); default: the system locale\n"
                                             "  --help, -h    show this help, or a command's after it\n"
                                             "  --version     show the version\n"
                                             "\n"
                                             "Run 'ascend-ops-cli COMMAND SUBCOMMAND --help' for a subcommand's options and examples.\n"
                                             "Exit codes: 0 success, 1 invalid input or failed check, 2 usage or I/O error.\n");
}

QString helpFor(const QString &command, const QString &subcommand)
{
    if (const HelpEntry *entry = helpEntry(command, subcommand))
        return entryHelp(*entry);
    if (const HelpEntry *entry = helpEntry(command, QString()))
        return entryHelp(*entry);
    if (helpCommands().contains(command))
        return commandHelp(command);
    return {};
}

bool asksForHelp(const QStringList &args)
{
    return args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"));
}

QStringList optionsOf(const HelpEntry &entry)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\\w-])"));
    QStringList options;
    for (auto it = option.globalMatch(entry.text()); it.hasNext();)
        options << it.next().captured(1);
    options << QStringLiteral("--help");
    options.removeDuplicates();
    return options;
}

int subcommandError(const QString &command, const QString &given)
{
    if (!given.isEmpty())
        printErr(QCoreApplication::translate("cli", "ascend-ops-cli %1: unknown subcommand '%2'\n\n").arg(command, given));
    printErr(commandHelp(command));
    return ExitUsage;
}

void setCurrentCommand(const QString &command, const QString &subcommand)
{
    currentCommand = helpEntry(command, subcommand) ? QStringLiteral("%1 %2").arg(command, subcommand).trimmed() : command;
}

int usageError(const QString &message)
{
    QString text = message;
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    const QString name = currentCommand.isEmpty() ? QString() : currentCommand + QLatin1Char(' ');
    printErr(text + QCoreApplication::translate("cli", "See 'ascend-ops-cli %1--help'.\n").arg(name));
    return ExitUsage;
}

} // namespace ascendops::cli
