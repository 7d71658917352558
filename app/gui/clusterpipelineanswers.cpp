#include "clusterpipelineanswers.h"

#include "clusterpipelinewatch.h"
#include "clustersession.h"
#include "pipelinesession.h"
#include "incidents/clusterpipelinepanel.h"

#include "kube/kubeclient.h"
#include "pipeline/personname.h"
#include "pipeline/pipelinerequest.h"

#include <QMessageBox>
#include <QTimer>

namespace ascendops {

ClusterPipelineAnswers::ClusterPipelineAnswers(ClusterSession *session, ClusterPipelinePanel *panel, QWidget *window)
    : QObject(panel)
    , m_session(session)
    , m_panel(panel)
    , m_window(window)
{
    connect(panel, &ClusterPipelinePanel::approveRequested, this,
            [this](const QString &id, const QString &reason) { ask(id, true, reason); });
    connect(panel, &ClusterPipelinePanel::declineRequested, this, [this](const QString &id) { ask(id, false, {}); });
}

ClusterPipelineAnswers::~ClusterPipelineAnswers() = default;

void ClusterPipelineAnswers::show(const pipeline::ClusterPipeline *pipeline, const QString &readAt)
{
    m_panel->setVisible(pipeline != nullptr);
    if (!pipeline)
        return;
    if (pipeline->holder != m_holder)
        m_panel->setRequestStatus({});   // another pipeline's: what came of an earlier answer is not its
    m_holder = pipeline->holder;
    m_panel->showPipeline(*pipeline, readAt);
}

void ClusterPipelineAnswers::ask(const QString &incident, bool approve, const QString &reason)
{
    if (incident.isEmpty() || m_sending || m_question)
        return;
    const QString context = m_session->client()->connection().contextName;
    const QString text = approve
        ? tr("Approve %1 of the cluster's pipeline %2 on %3 (context %4)?\n\nThat pipeline then acts as it decided: %5\n\n"
             "Your answer is sent to it as a request in namespace %6, signed with your name; this console writes nothing else.")
              .arg(incident, m_holder, m_session->clusterLabel(), context, reason, QLatin1String(pipeline::kClusterPipelineNamespace))
        : tr("Decline %1 of the cluster's pipeline %2 on %3 (context %4)?\n\nNothing is written for it; the incident stays open "
             "for a person.").arg(incident, m_holder, m_session->clusterLabel(), context);
    m_question = new QMessageBox(QMessageBox::Question, approve ? tr("Approve through the cluster's pipeline") : tr("Decline"),
                                 text, QMessageBox::Yes | QMessageBox::No, m_window);
    m_question->setDefaultButton(QMessageBox::No);
    m_question->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_question, &QMessageBox::finished, this, [this, incident, approve](int button) {
        if (button == QMessageBox::Yes)
            send(incident, approve);
    });
    m_question->open();
}

void ClusterPipelineAnswers::send(const QString &incident, bool approve)
{
    auto *sender = new pipeline::PipelineRequestSender(*m_session->client(), QLatin1String(pipeline::kClusterPipelineNamespace), this);
    m_sending = sender;
    m_panel->setSending(true);
    m_panel->setRequestStatus(tr("%1: your answer is on its way to the cluster's pipeline…").arg(incident));
    connect(sender, &pipeline::PipelineRequestSender::answered, this, [this, incident](const QString &outcome) {
        done(tr("%1: %2 (the cluster's pipeline answered)").arg(incident, outcome));
        if (PipelineSession *session = m_session->pipeline(); session && session->clusterPipeline())
            session->clusterPipeline()->readNow();   // its list, as soon as its Lease says it
    });
    connect(sender, &pipeline::PipelineRequestSender::failed, this,
            [this, incident](const QString &why) { done(tr("%1: not sent: %2").arg(incident, why)); });
    connect(sender, &pipeline::PipelineRequestSender::withdrawn, this, [this, incident] {
        done(tr("%1: the cluster's pipeline did not answer within %2 s; the answer was withdrawn").arg(incident).arg(kAnswerWaitMs / 1000));
    });
    QTimer::singleShot(kAnswerWaitMs, sender, [sender] { sender->withdraw(); });
    sender->send(incident, approve ? pipeline::RequestAnswer::Approve : pipeline::RequestAnswer::Decline,
                 pipeline::personAt(m_session->client()->connection()));
}

void ClusterPipelineAnswers::done(const QString &status)
{
    m_panel->setRequestStatus(status);
    m_panel->setSending(false);
    if (m_sending) {
        m_sending->disconnect(this);   // its wait may still end: once told is enough
        m_sending->deleteLater();
    }
    m_sending = nullptr;
}

} // namespace ascendops
