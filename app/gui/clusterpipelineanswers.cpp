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

#include <utility>

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
    // The client goes: an answer on its way goes with it (withdrawn as it
    // can), and a question not yet answered is not asked of another cluster.
    connect(session, &ClusterSession::clientClosing, this, [this] {
        if (m_question)
            m_question->close();
        if (!m_sending)
            return;
        delete m_sending.data();   // its withdrawal may not reach the server now
        m_panel->setSending(false);
        if (const auto told = std::exchange(m_told, {}))
            told(tr("the connection closed before the cluster's pipeline answered: the request may still be taken "
                    "within %1 min of its sending").arg(pipeline::kRequestLifetimeMs / 60000), true);
    });
}

ClusterPipelineAnswers::~ClusterPipelineAnswers() = default;

void ClusterPipelineAnswers::show(const pipeline::ClusterPipeline *pipeline, const QString &readAt)
{
    m_panel->setVisible(pipeline != nullptr);
    if (!pipeline) {
        m_holder.clear();
        return;
    }
    if (pipeline->holder != m_holder)
        m_panel->setRequestStatus({});   // another pipeline's: what came of an earlier answer is not its
    m_holder = pipeline->holder;
    m_panel->showPipeline(*pipeline, readAt);
}

void ClusterPipelineAnswers::ask(const QString &incident, bool approve, const QString &reason)
{
    if (incident.isEmpty() || m_sending || m_question || !m_session->client())
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
    // For the pipeline the question named: if another took over meanwhile, it does not take this answer.
    connect(m_question, &QMessageBox::finished, this, [this, incident, approve, holder = m_holder](int button) {
        if (button != QMessageBox::Yes)
            return;
        pipeline::PipelineRequest request = pipeline::answerRequest(incident, approve ? pipeline::RequestAnswer::Approve
                                                                                      : pipeline::RequestAnswer::Decline);
        request.holder = holder;
        const bool sent = send(request, [this, incident](const QString &words, bool final) {
            m_panel->setRequestStatus(tr("%1: %2").arg(incident, words));
            m_panel->setSending(!final);
        });
        if (!sent)
            m_panel->setRequestStatus(tr("%1: not sent: the cluster's pipeline is no longer seen, or another answer is on its way")
                                          .arg(incident));
    });
    m_question->open();
}

bool ClusterPipelineAnswers::send(pipeline::PipelineRequest request, std::function<void(const QString &, bool)> told)
{
    if (m_sending || m_holder.isEmpty() || !m_session->client())
        return false;
    auto *sender = new pipeline::PipelineRequestSender(*m_session->client(), QLatin1String(pipeline::kClusterPipelineNamespace), this);
    m_sending = sender;
    // Told once: the wait may still end after an answer came.
    m_told = told;
    const auto done = [this, sender, told](const QString &words) {
        sender->disconnect(this);
        sender->deleteLater();
        m_sending = nullptr;
        m_told = {};
        told(words, true);
    };
    connect(sender, &pipeline::PipelineRequestSender::answered, this, [this, done](const QString &outcome) {
        done(tr("%1 (the cluster's pipeline answered)").arg(outcome));
        if (PipelineSession *session = m_session->pipeline(); session && session->clusterPipeline())
            session->clusterPipeline()->readNow();   // its list, as soon as its Lease says it
    });
    connect(sender, &pipeline::PipelineRequestSender::failed, this, done);   // its words say what did not happen
    connect(sender, &pipeline::PipelineRequestSender::withdrawn, this, [done] {
        done(tr("the cluster's pipeline did not answer within %1 s; the request was withdrawn").arg(kAnswerWaitMs / 1000));
    });
    QTimer::singleShot(kAnswerWaitMs, sender, [sender] { sender->withdraw(); });
    request.person = pipeline::personAt(m_session->client()->connection());
    if (request.holder.isEmpty())
        request.holder = m_holder;   // the pipeline the person saw: no other takes it
    told(tr("on its way to the cluster's pipeline %1…").arg(m_holder), false);
    sender->send(request);
    return true;
}

} // namespace ascendops
