#include "jobprogresscommand.h"

#include "clicommon.h"
#include "clihelp.h"
#include "kubecommand.h"

#include "clustermodel/clusterwatch.h"
#include "clustermodel/jobprogresswatch.h"
#include "formats/traininglogprofile.h"
#include "formats/traininglogreader.h"
#include "kube/kubeclient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTimer>

#include <nlohmann/json.hpp>

namespace ascendops::cli {

namespace {

using Json = nlohmann::json;


// The profiles to read with: --profiles FILE's, then the built-in ones;
// only --profile NAME's when given. False (said on stderr) when they cannot be had.
bool profilesFrom(const QCommandLineParser &parser, std::vector<TrainingLogProfile> *out)
{
    std::vector<TrainingLogProfile> all;
    if (parser.isSet(QStringLiteral("profiles"))) {
        const QString path = parser.value(QStringLiteral("profiles"));
        std::string text;
        if (!readFile(path, &text))
            return false;
        const Parsed<std::vector<TrainingLogProfile>> added = readTrainingLogProfiles(text);
        for (const Problem &problem : added.problems())
            printErr(formatProblem(path, problem) + QLatin1Char('\n'));
        if (!added.ok() || hasErrors(added.problems()))
            return false;
        all = added.value();
    }
    all.insert(all.end(), builtInTrainingLogProfiles().begin(), builtInTrainingLogProfiles().end());
    if (parser.isSet(QStringLiteral("profile"))) {
        const QString name = parser.value(QStringLiteral("profile"));
        const TrainingLogProfile *profile = findTrainingLogProfile(all, name);
        if (!profile) {
            printErr(QStringLiteral("ascend-ops-cli job progress: no profile named '%1'\n").arg(name));
            return false;
        }
        all = {*profile};
    }
    *out = std::move(all);
    return true;
}

Json numberOrNull(qint64 value)
{
    return value < 0 ? Json() : Json(value);
}

struct Report
{
    QString framework, unknownReason, phase, error;
    qint64 lastStep = -1, totalSteps = -1, epoch = -1, checkpointLoaded = -1;
    double stepSeconds = -1;
    QList<qint64> checkpointsSaved;
    QStringList pods;
};

int print(const QString &what, const Report &report, bool json)
{
    if (json) {
        Json saved = Json::array();
        for (const qint64 step : report.checkpointsSaved)
            saved.push_back(step);
        Json out{{"framework", report.framework.isEmpty() ? Json() : Json(report.framework.toStdString())},
                 {"lastStep", numberOrNull(report.lastStep)},
                 {"totalSteps", numberOrNull(report.totalSteps)},
                 {"stepSeconds", report.stepSeconds < 0 ? Json() : Json(report.stepSeconds)},
                 {"checkpointsSaved", saved},
                 {"checkpointLoaded", numberOrNull(report.checkpointLoaded)},
                 {"phase", report.phase.isEmpty() ? Json() : Json(report.phase.toStdString())},
                 {"error", report.error.isEmpty() ? Json() : Json(report.error.toStdString())}};
        if (report.epoch >= 0)
            out["epoch"] = report.epoch;
        if (!report.unknownReason.isEmpty())
            out["unknown"] = report.unknownReason.toStdString();
        if (!report.pods.isEmpty()) {
            out["pods"] = Json::array();
            for (const QString &pod : report.pods)
                out["pods"].push_back(pod.toStdString());
        }
        printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
    } else {
        QString text = QStringLiteral("%1: %2\n").arg(what, report.framework.isEmpty() ? QStringLiteral("unknown") : report.framework);
        if (!report.unknownReason.isEmpty())
            text += QStringLiteral("  unknown:     %1\n").arg(report.unknownReason);
        const QString total = report.totalSteps > 0 ? QStringLiteral(" / %1").arg(report.totalSteps) : QString();
        const QString epoch = report.epoch >= 0 ? QStringLiteral(" of epoch %1").arg(report.epoch) : QString();
        text += QStringLiteral("  step:        %1%2%3\n")
                    .arg(report.lastStep < 0 ? QStringLiteral("none printed") : QString::number(report.lastStep), total, epoch);
        if (report.stepSeconds > 0)
            text += QStringLiteral("  step time:   %1 s\n").arg(report.stepSeconds, 0, 'f', 3);
        QStringList saved;
        for (const qint64 step : report.checkpointsSaved)
            saved << QString::number(step);
        text += QStringLiteral("  saved:       %1\n").arg(saved.isEmpty() ? QStringLiteral("none") : saved.join(QStringLiteral(", ")));
        text += QStringLiteral("  loaded:      %1\n")
                    .arg(report.checkpointLoaded < 0 ? QStringLiteral("none") : QString::number(report.checkpointLoaded));
        text += QStringLiteral("  phase:       %1\n").arg(report.phase.isEmpty() ? QStringLiteral("not said") : report.phase);
        text += QStringLiteral("  ends in:     %1\n").arg(report.error.isEmpty() ? QStringLiteral("no error") : report.error);
        if (!report.pods.isEmpty())
            text += QStringLiteral("  read from:   %1\n").arg(report.pods.join(QStringLiteral(", ")));
        printOut(text);
    }
    return report.framework.isEmpty() || !report.error.isEmpty() ? ExitInvalid : ExitOk;
}

int offline(const QCommandLineParser &parser, std::vector<TrainingLogProfile> profiles)
{
    const QString path = parser.value(QStringLiteral("log"));
    TrainingLogReader reader(std::move(profiles));
    reader.setTimestamped(parser.isSet(QStringLiteral("timestamps")));
    if (!readTrainingLogFile(path, reader))
        return ExitUsage;
    const TrainingLogSummary &log = reader.summary();
    return print(path, {log.framework, log.unknownReason, log.phase, log.error, log.lastStep, log.totalSteps, log.epoch,
                        log.checkpointLoaded, log.stepSeconds, log.checkpointsSaved, {}},
                 parser.isSet(QStringLiteral("json")));
}

// Live: the cluster's caches, then the job's pods' logs until they are quiet.
class LiveProgress : public QObject
{
public:
    LiveProgress(const kube::ClusterConnection &connection, QString jobKey, std::vector<TrainingLogProfile> added, bool json)
        : m_client(connection)
        , m_watch(&m_client)
        , m_progress(m_watch, &m_client, settingsWith(std::move(added)))
        , m_jobKey(std::move(jobKey))
        , m_json(json)
    {
        m_quiet.setSingleShot(true);
        m_quiet.setInterval(2000);
        connect(&m_quiet, &QTimer::timeout, this, [this] { finish(); });
        connect(&m_watch, &clustermodel::ClusterWatch::failed, this, [](const kube::KubeError &error) {
            printErr(QStringLiteral("ascend-ops-cli job progress: %1\n").arg(error.summary));
            QCoreApplication::exit(ExitUsage);
        });
        connect(&m_watch, &clustermodel::ClusterWatch::synced, this, [this] {
            if (!m_watch.trainingJob(m_jobKey)) {
                printErr(QStringLiteral("ascend-ops-cli job progress: no Volcano Job or AscendJob %1\n").arg(m_jobKey));
                return QCoreApplication::exit(ExitUsage);
            }
            m_progress.start();
            m_quiet.start(4000);   // the first lines, or a log with none
        });
        connect(&m_progress, &clustermodel::JobProgressWatch::progressChanged, this, [this](const QString &job) {
            // The tails come first, at once: a second after the first lines is
            // enough (a job that steps every second would never be quiet).
            if (job == m_jobKey && m_quiet.remainingTime() > 1000)
                m_quiet.start(1000);
        });
    }

    void start() { m_watch.start(); }

private:
    static clustermodel::JobProgressSettings settingsWith(std::vector<TrainingLogProfile> added)
    {
        clustermodel::JobProgressSettings settings;
        settings.addedProfiles = std::move(added);
        return settings;
    }

    void finish()
    {
        const clustermodel::JobProgress *job = m_progress.progressOf(m_jobKey);
        Report report;
        if (!job || job->pods.isEmpty()) {
            report.unknownReason = QStringLiteral("the job has no running pod whose log could be read");
        } else {
            report = {job->framework, job->unknownReason, job->phase, job->error, job->lastStep, job->totalSteps, -1,
                      job->checkpointLoaded, job->stepSeconds, job->checkpointsSaved, job->pods};
        }
        QCoreApplication::exit(print(m_jobKey, report, m_json));
    }

    kube::KubeClient m_client;
    clustermodel::ClusterWatch m_watch;
    clustermodel::JobProgressWatch m_progress;
    QString m_jobKey;
    bool m_json;
    QTimer m_quiet;
};

int live(const QCommandLineParser &parser, std::vector<TrainingLogProfile> profiles)
{
    const QStringList positional = parser.positionalArguments();
    const QString key = positional.value(0);
    if (positional.size() != 1 || key.count(QLatin1Char('/')) != 1 || key.startsWith(QLatin1Char('/')) || key.endsWith(QLatin1Char('/'))) {
        return usageError(QStringLiteral("ascend-ops-cli job progress: give --log FILE, or NAMESPACE/NAME of a job in a cluster"));
    }
    const std::optional<kube::ClusterConnection> connection = connectionFromOptions(parser);
    if (!connection)
        return ExitUsage;
    // The built-in profiles come with the watch; only added ones are passed.
    std::vector<TrainingLogProfile> added;
    for (const TrainingLogProfile &profile : profiles)
        if (!findTrainingLogProfile(builtInTrainingLogProfiles(), profile.name))
            added.push_back(profile);
    if (parser.isSet(QStringLiteral("profile")))
        printErr(QStringLiteral("ascend-ops-cli job progress: live, a job's profile is named by its annotation %1\n")
                     .arg(QLatin1String(clustermodel::kLogProfileAnnotation)));
    LiveProgress run(*connection, key, std::move(added), parser.isSet(QStringLiteral("json")));
    QTimer::singleShot(60'000, &run, [] {
        printErr(QStringLiteral("ascend-ops-cli job progress: timed out\n"));
        QCoreApplication::exit(ExitUsage);
    });
    run.start();
    return QCoreApplication::exec();
}

} // namespace

bool readTrainingLogFile(const QString &path, TrainingLogReader &reader)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printErr(QStringLiteral("%1: %2\n").arg(path, file.errorString()));
        return false;
    }
    while (!file.atEnd())
        reader.feed(file.read(1 << 20));
    reader.finish();
    return true;
}

int runJobProgress(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("log"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("timestamps"), QString()});
    parser.addOption({QStringLiteral("profile"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("profiles"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QString()});
    parser.addOption({QStringLiteral("kubeconfig"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("context"), QString(), QStringLiteral("NAME")});
    parser.addPositionalArgument(QStringLiteral("job"), QString());
    if (!parseOrComplain(parser, args))
        return ExitUsage;
    std::vector<TrainingLogProfile> profiles;
    if (!profilesFrom(parser, &profiles))
        return ExitUsage;
    if (parser.isSet(QStringLiteral("log"))) {
        if (!parser.positionalArguments().isEmpty()) {
            usageError(QStringLiteral("ascend-ops-cli job progress: --log reads a file; NAMESPACE/NAME is for a job in a cluster\n"));
            return ExitUsage;
        }
        return offline(parser, std::move(profiles));
    }
    return live(parser, std::move(profiles));
}

} // namespace ascendops::cli
