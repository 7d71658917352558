#include "pipelinesession.h"

#include "consolepipelinelease.h"
#include "logprofilescontrol.h"

#include "pipeline/personname.h"

#include "kube/accessreview.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "journal/journal.h"

#include <QCoreApplication>
#include <QDir>
#include <QHostInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace ascendops {

Q_LOGGING_CATEGORY(lcConsolePipeline, "ascendops.console.pipeline")

namespace {

using pipeline::RecoveryAction;

// A context name as one directory name: no separators, no dot-dot.
QString safeName(const QString &name)
{
    QString safe = name;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    if (safe.isEmpty() || safe.startsWith(QLatin1Char('.')))
        safe.prepend(QLatin1Char('_'));
    return safe;
}

// This console's pipeline by name, as other consoles see it on the cluster's
// pipeline Lease: the person, the computer, the process and the window (one
// process may hold two connections to a cluster).
QString consoleIdentity()
{
    static int sessions = 0;
    const QString user = qEnvironmentVariable("USER", QStringLiteral("operator"));
    // Bounded: it is also the Events' reportingInstance (at most 128 characters).
    return QStringLiteral("console-%1@%2-%3-%4")
        .arg(user.left(32), QHostInfo::localHostName().left(63))
        .arg(QCoreApplication::applicationPid())
        .arg(++sessions);
}

std::vector<pipeline::JournalIncident> readIncidents(const QString &dir)
{
    const journal::JournalReadResult read = journal::Journal::read(dir);
    for (const QString &problem : read.problems + read.ioErrors)
        qCWarning(lcConsolePipeline) << "journal history:" << problem;
    return pipeline::groupJournalIncidents(read.records);
}

} // namespace

PipelineSession::PipelineSession(kube::KubeClient &client, clustermodel::ClusterWatch &watch, const QString &journalName,
                                 QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_watch(watch)
    , m_journalDir(QDir(journalRoot()).filePath(safeName(journalName)))
{
    connect(&m_historyReader, &QFutureWatcher<std::vector<pipeline::JournalIncident>>::finished, this, [this] {
        m_history = m_historyReader.result();
        m_historyLoaded = true;
        emit historyRead();
    });
}

// The pipeline releases its leases and stops before the journal closes.
PipelineSession::~PipelineSession()
{
    m_lease.reset();
    m_clusterPipeline.reset();
    m_pipeline.reset();
    m_journal.reset();
}

QString PipelineSession::journalRoot()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("journal"));
}

void PipelineSession::start()
{
    // The history is read on a worker while the pipeline starts; should it
    // catch this session's first records, IncidentsModel shows those live.
    readHistory();
    const bool journaled = openJournal();
    pipeline::PipelineSettings settings;
    settings.mode = pipeline::PipelineMode::Observe;
    settings.identity = consoleIdentity();
    // The operator's own log profiles; what cannot be read of them is said
    // as the console starts (LogProfilesControl::reportSavedProblems).
    QStringList profileProblems;
    settings.progress.addedProfiles = loadSavedLogProfiles(&profileProblems);
    for (const QString &problem : profileProblems)
        qCWarning(lcConsolePipeline) << "log profiles:" << problem;
    m_pipeline = std::make_unique<pipeline::RecoveryPipeline>(m_client, m_watch, journaled ? m_journal.get() : nullptr,
                                                              settings);
    connect(m_pipeline.get(), &pipeline::RecoveryPipeline::journalFailed, this, [this](const QString &error) {
        m_journalProblem = error;
        m_pipeline->setMode(pipeline::PipelineMode::Observe);
        emit journalProblemChanged();
    });
    m_access = std::make_unique<kube::AccessReview>(m_client);
    connect(m_access.get(), &kube::AccessReview::answered, this, &PipelineSession::permissionsChanged);
    connect(&m_watch, &clustermodel::ClusterWatch::jobsChanged, this, &PipelineSession::askPermissions);
    askPermissions();
    // One pipeline per cluster: while the cluster's own pipeline leads, this
    // one observes and decides nothing beside it.
    m_clusterPipeline = std::make_unique<ClusterPipelineWatch>(m_client);
    m_clusterPipeline->setOwnIdentity(m_pipeline->identity());
    connect(m_clusterPipeline.get(), &ClusterPipelineWatch::changed, this, [this] {
        keepModeLocked();
        emit clusterPipelineChanged();
    });
    connect(m_pipeline.get(), &pipeline::RecoveryPipeline::modeChanged, this, &PipelineSession::keepModeLocked);
    // With none other leading, this one leads while it may act.
    m_lease = std::make_unique<ConsolePipelineLease>(m_client, *m_pipeline);
    connect(m_lease.get(), &ConsolePipelineLease::changed, this, &PipelineSession::clusterPipelineChanged);
    connect(m_lease.get(), &ConsolePipelineLease::heldByAnother, m_clusterPipeline.get(), &ClusterPipelineWatch::readNow);
    m_clusterPipeline->start();
    m_pipeline->start();
}

QString PipelineSession::modeLock() const
{
    if (!m_journalProblem.isEmpty())
        return tr("the journal cannot be written (%1)").arg(m_journalProblem);
    return m_clusterPipeline ? m_clusterPipeline->lockReason() : QString();
}

void PipelineSession::keepModeLocked()
{
    const QString lock = modeLock();
    if (lock.isEmpty() || !m_pipeline || m_pipeline->mode() == pipeline::PipelineMode::Observe)
        return;
    qCInfo(lcConsolePipeline) << "observe only:" << lock;
    m_pipeline->setMode(pipeline::PipelineMode::Observe);
}

bool PipelineSession::openJournal()
{
    m_journal = std::make_unique<journal::Journal>();
    QString error;
    if (m_journal->open(m_journalDir, &error))
        return true;
    m_journalProblem = error;
    m_journal.reset();
    qCWarning(lcConsolePipeline) << "journal:" << error;
    return false;
}

void PipelineSession::readHistory()
{
    if (!QDir(m_journalDir).exists()) {
        m_historyLoaded = true;
        emit historyRead();
        return;
    }
    m_historyReader.setFuture(QtConcurrent::run(readIncidents, m_journalDir));
}

void PipelineSession::askPermissions()
{
    QStringList namespaces;
    for (const JobSummary &job : m_watch.jobs())
        if (!namespaces.contains(job.nameSpace))
            namespaces << job.nameSpace;
    const QString home = m_client.connection().defaultNamespace;
    if (!home.isEmpty() && !namespaces.contains(home))
        namespaces << home;
    m_access->ask(pipeline::allRecoveryQuestions(namespaces));
}

QString PipelineSession::userName() const
{
    const kube::ClusterConnection &connection = m_client.connection();
    return connection.userName.isEmpty() ? connection.contextName : connection.userName;
}

QString PipelineSession::operatorName() const
{
    return pipeline::personAt(m_client.connection());
}

QString PipelineSession::refusal(RecoveryAction action, const QString &jobNamespace, pipeline::IsolationScope scope,
                                 JobKind kind) const
{
    if (!m_journalProblem.isEmpty())
        return tr("The journal cannot be written (%1): the console takes no action it cannot record.").arg(m_journalProblem);
    if (!m_access)
        return tr("The pipeline has not started yet.");
    // One pipeline per cluster: a person acts through the one that recovers
    // it (ManualActions hands the request to it), and not on a guess that none does.
    if (m_clusterPipeline && !m_clusterPipeline->othersLead())
        if (const QString lock = m_clusterPipeline->lockReason(); !lock.isEmpty())
            return tr("Observe only: %1").arg(lock);
    const QString ns = jobNamespace.isEmpty() ? m_client.connection().defaultNamespace : jobNamespace;
    for (const kube::AccessQuestion &question : pipeline::accessNeeded(action, ns, scope, kind)) {
        const kube::AccessAnswer answer = m_access->answer(question);
        if (answer.status == kube::AccessAnswer::Status::Pending)
            return tr("Asking the API server whether %1 may %2…").arg(userName(), question.describe());
        if (answer.denied()) {
            const QString why = answer.reason.isEmpty() ? QString() : tr(" (%1)").arg(answer.reason);
            return tr("The API server does not allow %1 to %2%3: this connection may not run it.")
                .arg(userName(), question.describe(), why);
        }
        // Unknown: the server could not say; the dry run will.
    }
    return {};
}

} // namespace ascendops
