#include "manualactions.h"

#include "clusterpipelineanswers.h"

#include "model/clustercapacity.h"

#include "clustersession.h"
#include "incidents/incidentspanel.h"
#include "pipelinesession.h"
#include "incidents/pipelinewords.h"
#include "incidents/recoveryactiondialog.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "model/objectfields.h"

#include <QMenu>

namespace ascendops {

using pipeline::IsolationScope;
using pipeline::RecoveryAction;

namespace {

QString namespaceOf(const QString &job)
{
    return job.section(QLatin1Char('/'), 0, 0);
}

QString menuText(RecoveryAction action)
{
    switch (action) {
    case RecoveryAction::Rollback: return ManualActions::tr("Roll back to checkpoint…");
    case RecoveryAction::PodReschedule: return ManualActions::tr("Reschedule this pod…");
    case RecoveryAction::JobReschedule: return ManualActions::tr("Reschedule the job…");
    case RecoveryAction::Isolate: return ManualActions::tr("Isolate a device or this node…");
    default: return words::action(action);
    }
}

} // namespace

ManualActions::ManualActions(ClusterSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
}

QString ManualActions::refusal(RecoveryAction action, const QString &job) const
{
    const PipelineSession *pipeline = m_session->pipeline();
    if (!pipeline)
        return tr("The pipeline starts once the cluster's caches are complete.");
    // A recovery in flight does not close the menu: the dialog says so and
    // lets a person supersede it on purpose.
    if (action != RecoveryAction::Isolate) {
        const nlohmann::json *object = m_session->watch()->trainingJob(job);
        return pipeline->refusal(action, namespaceOf(job), IsolationScope::Server,
                                 object ? jobKindOf(*object) : JobKind::VolcanoJob);
    }
    // An isolation can take a chip or a whole server: off only when neither may be written.
    const QString server = pipeline->refusal(action, {}, IsolationScope::Server);
    const QString chip = pipeline->refusal(action, {}, IsolationScope::Chip);
    return server.isEmpty() || chip.isEmpty() ? QString() : server;
}

// Where the running pipeline reads it, as its settings say.
qint64 ManualActions::lastCheckpointStep(const QString &job) const
{
    const PipelineSession *pipeline = m_session->pipeline();
    return pipeline ? pipeline->pipeline().lastCheckpointStepOf(job) : -1;
}

RecoveryActionTarget ManualActions::targetFor(RecoveryAction action, const QString &job, const QString &node, int die) const
{
    RecoveryActionTarget target;
    target.action = action;
    target.job = job;
    target.node = node;
    target.die = die;
    target.clusterLabel = m_session->clusterLabel();
    target.contextName = m_session->client()->connection().contextName;
    target.userName = m_session->client()->connection().userName;
    QStringList faultyNodes;
    if (const PipelineSession *pipeline = m_session->pipeline())
        faultyNodes = pipeline->pipeline().faultyNodesOf(job);
    target.inFlight = inFlight(job);
    for (const JobSummary &summary : m_session->watch()->jobs()) {
        if (summary.key() != job)
            continue;
        // A person may act on a job MindCluster or ModelArts recovers: said first.
        if (summary.ladder.known() && summary.ladder.owner.owner != RecoveryOwner::Console)
            target.owner = tr("%1 recovers this job (%2). An action from here is a second recovery beside "
                                       "its own, and counts against the job's retries.")
                               .arg(recoveryOwnerTitle(summary.ladder.owner.owner), summary.ladder.owner.why);
        target.recoverySeconds = summary.recoverySeconds;
        for (const JobPodSummary &pod : summary.pods) {
            RecoveryActionTarget::Pod choice{summary.nameSpace + QLatin1Char('/') + pod.name, pod.nodeName, pod.rankIndex,
                                             faultyNodes.contains(pod.nodeName), {}, true};
            landingOf(choice);
            target.pods.push_back(std::move(choice));
        }
    }
    if (const PipelineSession *pipeline = m_session->pipeline())
        target.stepNow = pipeline->pipeline().detector().stepOf(job);
    int maxDie = 0;
    for (const TopologyServer &server : m_session->watch()->topology().servers) {
        target.nodes << server.nodeName;
        for (const TopologyNpu &npu : server.npus)
            for (const TopologyDie &d : npu.dies)
                maxDie = std::max(maxDie, d.deviceId);
    }
    target.maxDie = maxDie;
    target.lastCheckpointStep = lastCheckpointStep(job);
    if (const PipelineSession *pipeline = m_session->pipeline()) {
        target.chipRefusal = pipeline->refusal(RecoveryAction::Isolate, {}, IsolationScope::Chip);
        target.serverRefusal = pipeline->refusal(RecoveryAction::Isolate, {}, IsolationScope::Server);
    }
    return target;
}

RecoveryActionDialog *ManualActions::open(RecoveryAction action, const QString &job, const QString &node, int die)
{
    if (!m_session->pipeline())
        return nullptr;
    // One request at a time: a second click shows the one already open.
    if (m_dialog && !m_dialog->isFinished() && !m_dialog->incidentId().isEmpty()) {
        m_dialog->raise();
        return m_dialog;
    }
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new RecoveryActionDialog(targetFor(action, job, node, die), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    wire(dialog);
    m_dialog = dialog;
    dialog->show();
    dialog->requestPreview();
    return dialog;
}

void ManualActions::wire(RecoveryActionDialog *dialog)
{
    PipelineSession *session = m_session->pipeline();
    pipeline::RecoveryPipeline *recovery = &session->pipeline();
    QPointer<RecoveryActionDialog> guard(dialog);
    connect(dialog, &RecoveryActionDialog::previewRequested, recovery,
            [recovery, guard](const pipeline::ManualRequest &request, int generation) {
                recovery->previewManual(request, [guard, generation](const pipeline::ActionOutcome &outcome) {
                    if (guard)
                        guard->showPreview(generation, outcome);
                });
            });
    connect(dialog, &RecoveryActionDialog::runRequested, recovery, [this, recovery, session, dialog](pipeline::ManualRequest request) {
        request.requestedBy = session->operatorName();
        // One pipeline per cluster: the one that recovers it runs the request.
        if (const ClusterPipelineWatch *cluster = session->clusterPipeline(); m_answers && cluster && cluster->othersLead()) {
            pipeline::PipelineRequest handed;
            handed.answer = pipeline::RequestAnswer::Act;
            handed.act = request;
            QPointer<RecoveryActionDialog> guard(dialog);
            const bool sent = m_answers->send(handed, [guard](const QString &words, bool final) {
                if (guard)
                    guard->showHandedOver(words, final);
            });
            if (!sent)
                dialog->showRefused(tr("not sent: the cluster's pipeline is no longer seen, or another answer to it is on its way"));
            return;
        }
        // A recovery of the job may have started while the dialog was open.
        if (const QString refused = recovery->manualRefusal(request); !refused.isEmpty())
            return dialog->showRefused(refused);
        dialog->showStarted(recovery->runManual(request));
        if (const pipeline::Incident *incident = recovery->incident(dialog->incidentId()))
            dialog->showProgress(*incident);
    });
    connect(recovery, &pipeline::RecoveryPipeline::incidentChanged, dialog, [recovery, dialog](const QString &id) {
        if (const pipeline::Incident *incident = recovery->incident(id); incident && id == dialog->incidentId())
            dialog->showProgress(*incident);
    });
}

// Where the pod goes when it must leave its faulty server: a healthy spare
// of its super-pod (clustercapacity.h), or nowhere (Pending); otherwise it
// may come back on its own server (it is not pinned there).
void ManualActions::landingOf(RecoveryActionTarget::Pod &pod) const
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    if (!pod.faulty) {
        pod.landing = tr("it may come back on its own server, %1 (not faulty), or on any server that takes it").arg(pod.node);
        return;
    }
    if (!watch || !watch->isReady()) {
        pod.landing = tr("on a spare server; which spares are healthy is not read yet");
        return;
    }
    int superPod = -1;
    const SpareCount spares = sparesWhereAPodLands(watch->topology(), pod.node, &superPod);
    if (spares.canLand())
        pod.landing = tr("if it must leave its faulty server, on a spare server of %1: %2 healthy, %3 sub-healthy")
                          .arg(landingPlaceName(superPod)).arg(spares.healthy).arg(spares.subHealthy);
    else if (spares.unknown > 0)
        pod.landing = tr("if it must leave its faulty server, on a spare of %1 whose health is not read (%2 such), or nowhere")
                          .arg(landingPlaceName(superPod)).arg(spares.unknown);
    else
        pod.landing = tr("if it must leave its faulty server, nowhere: no healthy spare server is left in %1 (%2 out of "
                         "service); the pod would stay Pending until a server is freed, repaired or uncordoned")
                          .arg(landingPlaceName(superPod)).arg(spares.faulty);
    pod.canLand = spares.canLand() || spares.unknown > 0;
}

QString ManualActions::inFlight(const QString &job) const
{
    const PipelineSession *pipeline = m_session->pipeline();
    if (!pipeline)
        return {};
    return pipeline->pipeline().recoveryInFlightOf(job);
}

void ManualActions::fillMenu(QMenu *menu, const QString &job, const QString &node, int die)
{
    menu->setToolTipsVisible(true);
    const QString recovering = inFlight(job);
    for (RecoveryAction action : IncidentsPanel::oneClickActions()) {
        QAction *item = menu->addAction(menuText(action));
        QString why = refusal(action, job);
        if (why.isEmpty() && action == RecoveryAction::PodReschedule && node.isEmpty())
            why = tr("Open the menu on one of the job's pods to move it.");
        item->setEnabled(why.isEmpty());
        item->setToolTip(why.isEmpty() ? recovering : why);
        connect(item, &QAction::triggered, this, [this, action, job, node, die] { open(action, job, node, die); });
    }
}

} // namespace ascendops
