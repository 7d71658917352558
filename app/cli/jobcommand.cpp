#include "jobcommand.h"
#include "jobgoodputcommand.h"
#include "jobprogresscommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"

#include "clustermodel/jobinputs.h"
#include "kube/kubeclient.h"
#include "kube/yamljson.h"
#include "model/objectfields.h"
#include "pipeline/jobchangewrite.h"
#include "journal/journal.h"
#include "pipeline/journalincident.h"
#include "pipeline/recoverycalibration.h"
#include "recoverytime/jobprofile.h"
#include "ssh/sshconfig.h"
#include "ssh/sshpool.h"
#include "telemetry/nodefiles.h"
#include "terminalpassphrase.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

namespace ascendops::cli {
namespace {

using Json = nlohmann::json;
using namespace recoverytime;


QString seconds(double value)
{
    return QString::number(value, 'f', value < 10 && value != int(value) ? 1 : 0) + QStringLiteral(" s");
}

void printText(const JobProfile &profile)
{
    QString out = QStringLiteral("%1 (%2, %3, %4)\n\nsettings:\n")
                      .arg(profile.job, profile.kind == JobKind::AscendJob ? QStringLiteral("AscendJob") : QStringLiteral("Volcano Job"),
                           profile.framework,
                           profile.platformWhere.isEmpty() ? profile.platform
                                                           : QStringLiteral("%1: %2").arg(profile.platform, profile.platformWhere));
    out.replace(QStringLiteral("\n\nsettings:\n"), QStringLiteral("\n\nrecovered by: %1 (%2)\n\nsettings:\n")
                                                     .arg(QLatin1String(recoveryOwnerName(profile.ladder.owner.owner)), profile.ladder.owner.why));
    for (const Setting &s : profile.settings) {
        out += QStringLiteral("  %1 %2 %3\n").arg(s.id, -22).arg(stateName(s.state), -9).arg(s.evidence);
        if (!s.note.isEmpty())
            out += QStringLiteral("  %1 %2\n").arg(QString(), -32).arg(s.note);
    }
    out += QStringLiteral("\nMindCluster's ladder (finest first):\n");
    for (const LadderRung &rung : profile.ladder.rungs)
        out += QStringLiteral("  %1 %2 %3\n").arg(rung.id, -22).arg(QLatin1String(rungStateName(rung.state)), -9)
                   .arg(rung.reasons.join(QStringLiteral("; ")));
    out += QStringLiteral("\nestimated recovery (model):\n");
    for (const Phase &p : profile.phases)
        out += QStringLiteral("  %1 %2  %3\n").arg(p.phase, -16).arg(seconds(p.seconds), 7).arg(p.basis);
    out += QStringLiteral("  %1 %2\n").arg(QStringLiteral("total"), -16).arg(seconds(profile.totalSeconds), 7);
    if (profile.stepsLost)
        out += QStringLiteral("  steps lost: %1 on average (a checkpoint every %2 steps, %3)\n")
                   .arg(*profile.stepsLost).arg(*profile.checkpointInterval).arg(profile.checkpointIntervalWhere);
    if (const std::optional<LastCheckpoint> &last = profile.lastCheckpoint)
        out += last->step ? QStringLiteral("  last complete checkpoint: step %1 (%2; --save %3, %4)\n")
                                .arg(*last->step).arg(last->tracker, last->saveDir.value, last->saveDir.where)
                          : QStringLiteral("  last complete checkpoint: unknown (--save %1, %2): %3\n")
                                .arg(last->saveDir.value, last->saveDir.where, last->why);
    if (profile.measured)
        out += QStringLiteral("  measured: %1 s on average over %2 resolved recoveries of %3 (journal)\n")
                   .arg(qRound(profile.measured->meanSeconds))
                   .arg(profile.measured->incidents)
                   .arg(profile.measured->scope == QLatin1String("job") ? QStringLiteral("this job") : QStringLiteral("the cluster's jobs"));
    if (!profile.recommendations.empty())
        out += QStringLiteral("\nrecommendations:\n");
    for (const Recommendation &r : profile.recommendations) {
        out += QStringLiteral("  %1 %2: %3\n")
                   .arg(r.id, -22)
                   .arg(r.savesSeconds ? QStringLiteral("saves %1").arg(seconds(*r.savesSeconds)) : QStringLiteral("saving not published"))
                   .arg(r.change.summary);
        if (!r.change.patch.is_null())
            out += QStringLiteral("      patch: %1\n").arg(QString::fromStdString(r.change.patch.dump()));
        if (!r.change.scriptLines.isEmpty())
            out += QStringLiteral("      add to %1:\n        %2\n").arg(r.change.scriptFile, r.change.scriptLines.join(QStringLiteral("\n        ")));
    }
    if (!profile.problems.isEmpty())
        out += QStringLiteral("\nproblems:\n");
    for (const Problem &p : profile.problems)
        out += p.pointer.empty() ? QStringLiteral("  %1: %2\n").arg(severityName(p.severity), p.message)
                                 : QStringLiteral("  %1: %2: %3\n").arg(QString::fromStdString(p.pointer), severityName(p.severity), p.message);
    printOut(out);
}

// With --journal DIR, the measured recoveries beside the model; false when
// the journal cannot be read.
bool calibrate(const QCommandLineParser &parser, JobProfile *profile)
{
    if (!parser.isSet(QStringLiteral("journal")))
        return true;
    const journal::JournalReadResult read = journal::Journal::read(parser.value(QStringLiteral("journal")));
    if (!read.ioErrors.isEmpty()) {
        printErr(QStringLiteral("ascend-ops-cli job profile: --journal: %1\n").arg(read.ioErrors.join(QStringLiteral("; "))));
        return false;
    }
    // A damaged record is skipped by the reader; the measurement says nothing of it.
    for (const QString &problem : read.problems)
        printErr(QStringLiteral("ascend-ops-cli job profile: --journal: %1 (skipped)\n").arg(problem));
    profile->measured = pipeline::measuredRecoveries(pipeline::groupJournalIncidents(read.records), profile->job);
    return true;
}

int report(const JobProfile &profile, bool json)
{
    if (json)
        printOut(QString::fromStdString(profileToJson(profile).dump(2)) + QLatin1Char('\n'));
    else
        printText(profile);
    return profile.hasErrors() ? ExitInvalid : ExitOk;
}

// The first document of the manifest that is a training job, with the
// ConfigMaps of its namespace the same file holds.
bool readManifest(const QString &path, const std::string &bytes, JobInputs *inputs)
{
    const Parsed<std::vector<Json>> documents = kube::yamlDocumentsToJson(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
    if (!documents) {
        for (const Problem &problem : documents.problems())
            printErr(formatProblem(path, problem) + QLatin1Char('\n'));
        return false;
    }
    // Fields read with fields::text: a manifest may hold any type anywhere.
    const auto namespaceOf = [](const Json &object) {
        const QString ns = fields::text(object, {"metadata", "namespace"});
        return ns.isEmpty() ? QStringLiteral("default") : ns;
    };
    const Json *job = nullptr;
    for (const Json &document : documents.value()) {
        const QString kind = fields::text(document, {"kind"});
        const QString api = fields::text(document, {"apiVersion"});
        if (!job && ((kind == QLatin1String("Job") && api.startsWith(QLatin1String("batch.volcano.sh/")))
                     || kind == QLatin1String(kAscendJobKind)))
            job = &document;
    }
    if (!job) {
        printErr(QStringLiteral("%1: no Volcano Job (batch.volcano.sh) or AscendJob in the file\n").arg(path));
        return false;
    }
    inputs->job = *job;
    for (const Json &document : documents.value())
        if (fields::text(document, {"kind"}) == QLatin1String("ConfigMap") && namespaceOf(document) == namespaceOf(*job))
            inputs->configMaps[fields::text(document, {"metadata", "name"})] = document;
    return true;
}

// --platform, checked in profile() before it is read here.
std::optional<RetryPlatform> platformOf(const QCommandLineParser &parser)
{
    return retryPlatformFromName(parser.value(QStringLiteral("platform")));
}

int offline(const QCommandLineParser &parser)
{
    const QString path = parser.value(QStringLiteral("file"));
    std::string bytes;
    if (!readFile(path, &bytes))
        return ExitUsage;
    JobInputs inputs;
    if (!readManifest(path, bytes, &inputs))
        return ExitInvalid;
    inputs.platform = platformOf(parser);
    for (const QString &script : parser.values(QStringLiteral("script"))) {
        std::string text;
        if (!readFile(script, &text))
            return ExitUsage;
        const QString base = QFileInfo(script).fileName();
        if (inputs.scripts.contains(base)) {
            printErr(QStringLiteral("ascend-ops-cli job profile: two scripts named %1: scripts are matched by base name\n").arg(base));
            return ExitUsage;
        }
        inputs.scripts.insert(base, QByteArray::fromStdString(text));
        inputs.scriptOrigins.insert(base, script);
    }
    JobProfile profile = profileJob(inputs);
    if (!calibrate(parser, &profile))
        return ExitUsage;
    return report(profile, parser.isSet(QStringLiteral("json")));
}

// Fetches the job, profiles it, and with --preview sends the change as a dry run.
class LiveProfile : public QObject
{
public:
    LiveProfile(const kube::ClusterConnection &connection, const QString &ns, const QString &name,
                const QCommandLineParser &parser, std::optional<ssh::SshConfig> sshConfig)
        : m_client(connection)
        , m_fetch(&m_client, ns, name)
        , m_parser(parser)
        , m_json(parser.isSet(QStringLiteral("json")))
        , m_preview(parser.value(QStringLiteral("preview")))
        , m_sshConfig(std::move(sshConfig))
        , m_files(m_pool)
    {
        connect(&m_fetch, &clustermodel::JobInputsFetch::finished, this, &LiveProfile::onFetched);
        connect(&m_files, &telemetry::NodeFileReader::finished, this, &LiveProfile::onNodeFiles);
        m_pool.setPassphraseCallback(askPassphraseOnTerminal);
    }

    void start() { m_fetch.start(); }

private:
    void onFetched()
    {
        if (m_fetch.error().isError()) {
            printErr(QStringLiteral("ascend-ops-cli job profile: %1\n")
                         .arg(m_fetch.notFound() ? QStringLiteral("no Volcano Job or AscendJob of that name")
                                                 : m_fetch.error().toString()));
            return QCoreApplication::exit(m_fetch.notFound() ? ExitInvalid : ExitUsage);
        }
        m_inputs = m_fetch.inputs();
        m_inputs.platform = platformOf(m_parser);
        if (!m_sshConfig)
            m_inputs.nodeReadNote = QStringLiteral("give --ssh-config to read it over SSH");
        profileAndReport();
    }

    // Files on the pod's node the profile asks for are read over SSH, and the
    // job profiled again with them (a script read may name another), at most
    // a few rounds.
    void profileAndReport()
    {
        JobProfile profile = profileJob(m_inputs);
        if (m_sshConfig && !profile.nodeFilesWanted.isEmpty() && ++m_rounds <= 4) {
            m_files.read(m_sshConfig->resolve(profile.podNode, {}), profile.podNode, profile.nodeFilesWanted);
            return;
        }
        if (!calibrate(m_parser, &profile))
            return QCoreApplication::exit(ExitUsage);
        if (m_preview.isEmpty())
            return QCoreApplication::exit(report(profile, m_json));
        for (const Recommendation &r : profile.recommendations)
            if (r.id == m_preview)
                return preview(r);
        printErr(QStringLiteral("ascend-ops-cli job profile: no recommendation '%1' for this job\n").arg(m_preview));
        QCoreApplication::exit(ExitUsage);
    }

    void onNodeFiles(const QString &, const QHash<QString, NodeFile> &files)
    {
        for (auto it = files.cbegin(); it != files.cend(); ++it)
            m_inputs.nodeFiles.insert(it.key(), it.value());
        profileAndReport();
    }

    void preview(const Recommendation &recommendation)
    {
        if (recommendation.change.patch.is_null()) {
            printErr(QStringLiteral("ascend-ops-cli job profile: '%1' is not a change to the job: %2\n")
                         .arg(m_preview, recommendation.change.summary));
            return QCoreApplication::exit(ExitUsage);
        }
        // On the job as the server holds it now: the profile may have taken seconds over SSH.
        auto *change = new pipeline::JobChangeWrite(m_client, m_fetch.inputs().job, recommendation.change.patch, this);
        connect(change, &pipeline::JobChangeWrite::previewed, this, [](const QStringList &changes, const QString &error) {
            if (!error.isEmpty()) {
                printErr(QStringLiteral("ascend-ops-cli job profile: the dry run was refused: %1\n").arg(error));
                return QCoreApplication::exit(ExitInvalid);
            }
            printOut(QStringLiteral("server-side dry run: nothing was changed\n") + changes.join(QLatin1Char('\n')) + QLatin1Char('\n'));
            QCoreApplication::exit(ExitOk);
        });
        change->preview();
    }

    kube::KubeClient m_client;
    clustermodel::JobInputsFetch m_fetch;
    const QCommandLineParser &m_parser;
    bool m_json;
    QString m_preview;
    std::optional<ssh::SshConfig> m_sshConfig;
    ssh::SshPool m_pool;
    telemetry::NodeFileReader m_files;
    JobInputs m_inputs;
    int m_rounds = 0;
};

int live(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const QString key = positional.value(0);
    if (positional.size() != 1 || key.count(QLatin1Char('/')) != 1 || key.startsWith(QLatin1Char('/')) || key.endsWith(QLatin1Char('/'))) {
        usageError(QStringLiteral("ascend-ops-cli job profile: give --file JOB.yaml, or NAMESPACE/NAME of a job in a cluster"));
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("script"))) {
        usageError(QStringLiteral("ascend-ops-cli job profile: --script goes with --file; live, scripts are read from the cluster\n"));
        return ExitUsage;
    }
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    std::optional<ssh::SshConfig> sshConfig;
    if (parser.isSet(QStringLiteral("ssh-config"))) {
        Problems problems;
        sshConfig = ssh::SshConfig::load(parser.value(QStringLiteral("ssh-config")), &problems);
        for (const Problem &problem : problems)
            printErr(problem.toString() + QLatin1Char('\n'));
        if (hasErrors(problems))
            return ExitUsage;
    }
    LiveProfile run(*connection, key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1), parser,
                    std::move(sshConfig));
    QTimer::singleShot(60'000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli job profile: timed out\n"));
        QCoreApplication::exit(ExitUsage);
    });
    run.start();
    return QCoreApplication::exec();
}

int profile(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("file"), QString(), QStringLiteral("JOB.yaml")});
    parser.addOption({QStringLiteral("script"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QString()});
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("preview"), QString(), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("journal"), QString(), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("ssh-config"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("platform"), QString(), QStringLiteral("P")});
    parser.addPositionalArgument(QStringLiteral("job"), QString());
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    if (parser.isSet(QStringLiteral("platform")) && !platformOf(parser)) {
        usageError(QStringLiteral("ascend-ops-cli job profile: --platform is mindcluster or modelarts, not '%1'\n")
                     .arg(parser.value(QStringLiteral("platform"))));
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("file"))) {
        if (!parser.positionalArguments().isEmpty() || parser.isSet(QStringLiteral("preview"))) {
            usageError(QStringLiteral("ascend-ops-cli job profile: --file profiles a manifest; NAMESPACE/NAME and --preview "
                                    "are for a job in a cluster\n"));
            return ExitUsage;
        }
        return offline(parser);
    }
    return live(parser);
}

} // namespace

int runJobCommand(const QStringList &args)
{
    if (args.size() < 2)
        return subcommandError(QStringLiteral("job"), QString());
    if (args[1] == QLatin1String("progress"))
        return runJobProgress(args.mid(1));
    if (args[1] == QLatin1String("goodput"))
        return runJobGoodput(args.mid(1));
    if (args[1] != QLatin1String("profile"))
        return subcommandError(QStringLiteral("job"), args[1]);
    return profile(args.mid(1));
}

} // namespace ascendops::cli
