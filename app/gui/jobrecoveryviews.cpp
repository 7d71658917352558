#include "jobrecoveryviews.h"

#include "clustersession.h"
#include "pipelinesession.h"

#include "cluster/jobchangedialog.h"
#include "cluster/jobrecoverypane.h"
#include "cluster/jobspanel.h"
#include "incidents/incidentdetails.h"
#include "incidents/incidentspanel.h"
#include "clustermodel/clusterwatch.h"
#include "clustermodel/jobinputs.h"
#include "kube/kubeclient.h"
#include "model/objectfields.h"
#include "pipeline/jobchangewrite.h"
#include "pipeline/recoverycalibration.h"
#include "recoverytime/jobfacts.h"
#include "telemetry/nodecollector.h"
#include "telemetry/nodefiles.h"
#include "ssh/sshpool.h"

#include <QStatusBar>
#include <QtConcurrent>

#include <utility>

namespace ascendops {
namespace {

constexpr qint64 kNodeFilesFreshMs = 5 * 60 * 1000;   // read again after

// `nodeFiles`: what was read on the job's node, or nothing yet.
std::optional<recoverytime::JobInputs> profileInputs(const ClusterSession *session, const QString &job,
                                                     const QHash<QString, NodeFile> &nodeFiles = {})
{
    const clustermodel::ClusterWatch *watch = session->watch();
    if (!watch || job.isEmpty())
        return std::nullopt;
    std::optional<recoverytime::JobInputs> inputs = clustermodel::jobInputsFromWatch(*watch, job);
    if (!inputs)
        return std::nullopt;
    inputs->nodeFiles = nodeFiles;
    const telemetry::NodeCollector *nodes = session->nodes();
    if (!nodes || !nodes->target(inputs->podNode))
        inputs->nodeReadNote = QStringLiteral("no SSH settings for node %1 (Cluster > Node SSH Settings)").arg(inputs->podNode);
    return inputs;
}

// The versions of what a job's profile reads from the caches: the job and
// the maps it names ("" when the job is not there).
QString inputsVersion(const ClusterSession *session, const QString &job)
{
    const clustermodel::ClusterWatch *watch = session->watch();
    const nlohmann::json *object = watch ? watch->trainingJob(job) : nullptr;
    if (!object)
        return {};
    QString version = fields::text(*object, {"metadata", "resourceVersion"});
    const QString ns = job.section(QLatin1Char('/'), 0, 0);
    for (const QString &name : recoverytime::configMapsNamedBy(*object)) {
        const auto map = watch->configMaps()->cache().constFind(ns + QLatin1Char('/') + name);
        version += QLatin1Char(' ') + (map == watch->configMaps()->cache().cend()
                                           ? QStringLiteral("-") : fields::text(*map, {"metadata", "resourceVersion"}));
    }
    return version;
}

// Beside the model, what the journal measured on this cluster.
void addMeasured(const ClusterSession *session, const QString &job, recoverytime::JobProfile &profile)
{
    if (const PipelineSession *pipeline = session->pipeline(); pipeline && pipeline->historyLoaded())
        profile.measured = pipeline::measuredRecoveries(pipeline->history(), job);
}

std::optional<recoverytime::JobProfile> profileOf(const ClusterSession *session, const QString &job)
{
    const std::optional<recoverytime::JobInputs> inputs = profileInputs(session, job);
    if (!inputs)
        return std::nullopt;
    recoverytime::JobProfile profile = recoverytime::profileJob(*inputs);
    addMeasured(session, job, profile);
    return profile;
}

} // namespace

JobRecoveryViews::JobRecoveryViews(ClusterSession *session, JobsPanel *jobs, IncidentsPanel *incidents,
                                   QStatusBar *statusBar, QWidget *window)
    : QObject(window), m_session(session), m_jobs(jobs), m_statusBar(statusBar), m_window(window)
{
    connect(&m_profiling, &QFutureWatcher<recoverytime::JobProfile>::finished, this, &JobRecoveryViews::profileMade);
    connect(jobs, &JobsPanel::currentJobChanged, this, [this](const QString &job) {
        if (!job.isEmpty())
            m_jobs->recoveryPane()->clear(tr("Working out what a fault would cost %1…").arg(job));
        showProfile();
    });
    connect(session, &ClusterSession::jobsChanged, this, &JobRecoveryViews::showProfile);
    connect(jobs->recoveryPane(), &JobRecoveryPane::previewRequested, this, &JobRecoveryViews::openChange);
    // Made again only when the job or a map it names changed, not with every
    // pod: the timelines ask every second, and on this thread.
    incidents->details()->setEstimateSource([this](const QString &job) {
        const QString version = inputsVersion(m_session, job);
        const auto cached = m_estimates.constFind(job);
        if (cached != m_estimates.cend() && cached->version == version)
            return cached->phases;
        const std::optional<recoverytime::JobProfile> profile = profileOf(m_session, job);
        return m_estimates.insert(job, {version, profile ? profile->phases : std::vector<recoverytime::Phase>{}})->phases;
    });
}

JobRecoveryViews::~JobRecoveryViews() = default;

JobChangeDialog *JobRecoveryViews::changeDialog() const
{
    return m_dialog;
}

// The inputs are taken here; the profile is made on the thread pool (it
// reads the job's rank tables, megabytes at 16k ranks, and the jobs change
// with every pod during a restart), and shown when it comes, unless the
// selection moved on meanwhile.
void JobRecoveryViews::showProfile()
{
    if (PipelineSession *pipeline = m_session->pipeline())
        connect(pipeline, &PipelineSession::historyRead, this, &JobRecoveryViews::showProfile, Qt::UniqueConnection);
    // One at a time: what changed meanwhile is made once this one is done.
    if (m_profiling.isRunning()) {
        m_profileAgain = true;
        return;
    }
    const QString job = m_jobs->currentJob();
    std::optional<recoverytime::JobInputs> inputs = profileInputs(m_session, job, m_nodeFiles[job].files);
    m_profilingJob = inputs ? job : QString();
    if (!inputs) {
        m_jobs->recoveryPane()->clear(job.isEmpty() ? tr("Select a job to see what a fault would cost it.")
                                                    : tr("%1 is no longer in the cluster.").arg(job));
        return;
    }
    m_profiling.setFuture(QtConcurrent::run([inputs = std::move(*inputs)] { return recoverytime::profileJob(inputs); }));
}

void JobRecoveryViews::profileMade()
{
    const QString job = m_profilingJob;
    if (std::exchange(m_profileAgain, false))
        QMetaObject::invokeMethod(this, &JobRecoveryViews::showProfile, Qt::QueuedConnection);
    if (job.isEmpty() || job != m_jobs->currentJob() || m_profiling.future().resultCount() == 0)
        return;
    recoverytime::JobProfile profile = m_profiling.result();
    addMeasured(m_session, job, profile);
    m_jobs->recoveryPane()->setProfile(profile);
    NodeFiles &read = m_nodeFiles[job];
    // Files read on another node say nothing of this one (the pod moved).
    if (!read.reading && !read.node.isEmpty() && read.node != profile.podNode) {
        read.files.clear();
        read.readAtMs = 0;
    }
    const bool stale = QDateTime::currentMSecsSinceEpoch() - read.readAtMs > kNodeFilesFreshMs;
    // Files on a node change (the checkpoint tracker at each save): once
    // stale, every file read is read again with those still wanted.
    QStringList paths = profile.nodeFilesWanted;
    if (stale)
        for (auto it = read.files.cbegin(); it != read.files.cend(); ++it)
            if (!paths.contains(it.key()))
                paths << it.key();
    if (!paths.isEmpty() && !read.reading && (stale || read.readAtMs == 0))
        readNodeFiles(job, profile.podNode, paths);
}

// Over the node collector's SSH pool and the node's settings; nothing when
// the node has none (the profile then says so).
void JobRecoveryViews::readNodeFiles(const QString &job, const QString &node, const QStringList &paths)
{
    telemetry::NodeCollector *nodes = m_session->nodes();
    const std::optional<ssh::SshTarget> target = nodes ? nodes->target(node) : std::nullopt;
    if (!target)
        return;
    // A new connection brings a new pool: the reader goes with the old one.
    if (!m_reader || m_readerPool != &nodes->pool()) {
        m_reader = std::make_unique<telemetry::NodeFileReader>(nodes->pool());
        m_readerPool = &nodes->pool();
        connect(m_reader.get(), &telemetry::NodeFileReader::finished, this,
                [this](const QString &from, const QHash<QString, NodeFile> &files) {
                    for (NodeFiles &read : m_nodeFiles) {
                        if (!read.reading || read.node != from)
                            continue;
                        read.reading = false;
                        read.readAtMs = QDateTime::currentMSecsSinceEpoch();
                        for (auto it = files.cbegin(); it != files.cend(); ++it)
                            read.files.insert(it.key(), it.value());
                    }
                    showProfile();
                });
    }
    NodeFiles &read = m_nodeFiles[job];
    read.reading = true;
    read.node = node;
    m_reader->read(*target, node, paths);
}

void JobRecoveryViews::openChange(const QString &job, const QString &recommendationId)
{
    const std::optional<recoverytime::JobProfile> profile = profileOf(m_session, job);
    const nlohmann::json *object = m_session->watch() ? m_session->watch()->trainingJob(job) : nullptr;
    kube::KubeClient *client = m_session->client();
    if (!profile || !object || !client)
        return;
    const auto found = std::find_if(profile->recommendations.begin(), profile->recommendations.end(),
                                    [&](const recoverytime::Recommendation &r) { return r.id == recommendationId; });
    if (found == profile->recommendations.end() || found->change.patch.is_null())
        return;
    if (m_dialog)
        m_dialog->close();
    m_dialog = new JobChangeDialog(job, *found, m_session->clusterLabel(), m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A write on its way outlives a closed dialog, so that the status bar still says how it went.
    auto *change = new pipeline::JobChangeWrite(*client, *object, found->change.patch, this);
    const QPointer<JobChangeDialog> dialog = m_dialog;
    connect(dialog, &QObject::destroyed, change, [change] {
        if (!change->busy())
            change->deleteLater();
    });
    connect(change, &pipeline::JobChangeWrite::previewed, this,
            [change, dialog](const QStringList &changes, const QString &error, bool changed) {
                if (dialog)
                    dialog->showPreview(changes, error, changed);
                else
                    change->deleteLater();
            });
    connect(dialog, &JobChangeDialog::applyRequested, change, &pipeline::JobChangeWrite::apply);
    connect(change, &pipeline::JobChangeWrite::applied, this, [this, change, dialog, job, id = found->id](const QString &error) {
        if (dialog)
            dialog->showApplied(error);
        else
            change->deleteLater();
        m_statusBar->showMessage(error.isEmpty() ? tr("Applied %1 to %2").arg(id, job)
                                                 : tr("%1 was not applied to %2: %3").arg(id, job, error),
                                 10000);
    });
    change->preview();
    m_dialog->show();
}

} // namespace ascendops
