#include "jobrecoveryviews.h"

#include "clustersession.h"
#include "pipelinesession.h"

#include "cluster/jobchangedialog.h"
#include "cluster/jobrecoverypane.h"
#include "cluster/jobspanel.h"
#include "incidents/incidentdetails.h"
#include "incidents/incidentspanel.h"
#include "kube/clusterwatch.h"
#include "kube/clusterwrites.h"
#include "kube/jobinputs.h"
#include "kube/kubeclient.h"
#include "pipeline/objectdiff.h"
#include "pipeline/recoverycalibration.h"

#include <QStatusBar>

namespace ascendops {
namespace {

std::optional<recoverytime::JobProfile> profileOf(const ClusterSession *session, const QString &job)
{
    const kube::ClusterWatch *watch = session->watch();
    if (!watch || job.isEmpty())
        return std::nullopt;
    const std::optional<recoverytime::JobInputs> inputs = kube::jobInputsFromWatch(*watch, job);
    if (!inputs)
        return std::nullopt;
    recoverytime::JobProfile profile = recoverytime::profileJob(*inputs);
    // Beside the model, what the journal measured on this cluster.
    if (const PipelineSession *pipeline = session->pipeline(); pipeline && pipeline->historyLoaded())
        profile.measured = pipeline::measuredRecoveries(pipeline->history(), job);
    return profile;
}

} // namespace

JobRecoveryViews::JobRecoveryViews(ClusterSession *session, JobsPanel *jobs, IncidentsPanel *incidents,
                                   QStatusBar *statusBar, QWidget *window)
    : QObject(window), m_session(session), m_jobs(jobs), m_statusBar(statusBar), m_window(window)
{
    connect(jobs, &JobsPanel::currentJobChanged, this, &JobRecoveryViews::showProfile);
    connect(session, &ClusterSession::jobsChanged, this, &JobRecoveryViews::showProfile);
    connect(jobs->recoveryPane(), &JobRecoveryPane::previewRequested, this, &JobRecoveryViews::openChange);
    incidents->details()->setEstimateSource([session](const QString &job) {
        const std::optional<recoverytime::JobProfile> profile = profileOf(session, job);
        return profile ? profile->phases : std::vector<recoverytime::Phase>{};
    });
}

JobChangeDialog *JobRecoveryViews::changeDialog() const
{
    return m_dialog;
}

void JobRecoveryViews::showProfile()
{
    if (PipelineSession *pipeline = m_session->pipeline())
        connect(pipeline, &PipelineSession::historyRead, this, &JobRecoveryViews::showProfile, Qt::UniqueConnection);
    const QString job = m_jobs->currentJob();
    if (const std::optional<recoverytime::JobProfile> profile = profileOf(m_session, job))
        m_jobs->recoveryPane()->setProfile(*profile);
    else
        m_jobs->recoveryPane()->clear(job.isEmpty() ? tr("Select a job to see what a fault would cost it.")
                                                    : tr("%1 is no longer in the cluster.").arg(job));
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
    m_dialog = new JobChangeDialog(job, *found, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    const nlohmann::json before = *object;
    const nlohmann::json patch = found->change.patch;
    const QPointer<JobChangeDialog> dialog = m_dialog;
    kube::patchTrainingJob(*client, before, patch, true)->then(this, [dialog, before](kube::KubeReply &reply) {
        if (!dialog)
            return;
        if (reply.isOk())
            dialog->showPreview(pipeline::objectDiff(before, reply.object()), {});
        else
            dialog->showPreview({}, reply.error().toString());
    });
    connect(m_dialog, &JobChangeDialog::applyRequested, this, [this, dialog, before, patch, job, id = found->id] {
        kube::KubeClient *writer = m_session->client();
        if (!writer)
            return;
        kube::patchTrainingJob(*writer, before, patch, false)->then(this, [this, dialog, job, id](kube::KubeReply &reply) {
            const QString error = reply.isOk() ? QString() : reply.error().toString();
            if (dialog)
                dialog->showApplied(error);
            m_statusBar->showMessage(error.isEmpty() ? tr("Applied %1 to %2").arg(id, job)
                                                     : tr("%1 was not applied to %2: %3").arg(id, job, error),
                                     10000);
        });
    });
    m_dialog->show();
}

} // namespace ascendops
