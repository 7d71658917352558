#include "recoveryviews.h"

#include "prompter.h"

#include "clusterpipelineanswers.h"
#include "clustersession.h"
#include "consolepipelinelease.h"
#include "incidentevents.h"
#include "isolationrelease.h"
#include "noderepair.h"
#include "previewedwrite.h"
#include "objectinspection.h"
#include "incidents/incidentdetails.h"
#include "incidents/incidentsmodel.h"
#include "incidents/incidentspanel.h"
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "manualactions.h"
#include "pipelinesession.h"
#include "incidents/pipelinewords.h"

#include "clustermodel/clusterwatch.h"
#include "kube/kubeclient.h"
#include "ssh/configvalues.h"

#include <QDateTime>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

namespace ascendops {

using pipeline::PipelineMode;
using pipeline::RecoveryAction;

namespace {

// Counted words as whole messages, so that they translate as such.
QString nodeCount(int n)
{
    return n == 1 ? RecoveryViews::tr("1 node") : RecoveryViews::tr("%1 nodes").arg(n);
}

} // namespace

RecoveryViews::RecoveryViews(ClusterSession *session, JobsPanel *jobs, QStatusBar *statusBar, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_jobs(jobs)
    , m_window(window)
    , m_statusBar(statusBar)
    , m_panel(new IncidentsPanel(window))
    , m_events(new IncidentEvents(session, m_panel->details(), this))
    , m_actions(new ManualActions(session, window))
    , m_isolation(new IsolationRelease(session, window, this))
    , m_repair(new NodeRepair(session, window, this))
    , m_inspection(new ObjectInspection(session, window, this))
    , m_answers(new ClusterPipelineAnswers(session, m_panel->clusterPipeline(), window))
    , m_modeLabel(new QLabel(statusBar))
    , m_breakerLabel(new QLabel(statusBar))
{
    m_actions->setClusterPipelineAnswers(m_answers);
    m_panel->setObjectName(QStringLiteral("incidentsPanel"));
    m_modeLabel->setObjectName(QStringLiteral("pipelineModeStatus"));
    m_breakerLabel->setObjectName(QStringLiteral("breakerStatus"));
    statusBar->addPermanentWidget(m_modeLabel);
    statusBar->addPermanentWidget(m_breakerLabel);

    connect(session, &ClusterSession::stateChanged, this, &RecoveryViews::showSituation);
    connect(session, &ClusterSession::topologyChanged, this, &RecoveryViews::showSituation);
    connect(session, &ClusterSession::pipelineChanged, this, &RecoveryViews::attach);
    connect(m_panel, &IncidentsPanel::modeChosen, this, [this](PipelineMode mode) { chooseMode(int(mode)); });
    connect(m_panel, &IncidentsPanel::resetBreakerRequested, this, [this] {
        if (PipelineSession *pipeline = m_session->pipeline())
            pipeline->pipeline().resetBreaker();
    });
    connect(m_panel, &IncidentsPanel::approveRequested, this, &RecoveryViews::openApproval);
    connect(m_panel, &IncidentsPanel::declineRequested, this, [this](const QString &id) {
        if (PipelineSession *pipeline = m_session->pipeline())
            pipeline->pipeline().decline(id, pipeline->operatorName());
    });
    connect(m_panel, &IncidentsPanel::actionRequested, this,
            [this](RecoveryAction action, const QString &id) { requestAction(int(action), id); });
    connect(m_panel, &IncidentsPanel::personActRequested, this, &RecoveryViews::askAndAttend);
    connect(m_panel, &IncidentsPanel::snoozeRequested, this, [this](const QString &id, int minutes) {
        showAttended(attend(IncidentsPanel::PersonAct::Snooze, id, QString::number(minutes)));
    });
    connect(m_panel, &IncidentsPanel::currentIncidentChanged, this, &RecoveryViews::showRefusals);
    connect(m_panel, &IncidentsPanel::currentIncidentChanged, m_events, &IncidentEvents::show);
    connect(jobs, &JobsPanel::actionMenuRequested, this, &RecoveryViews::showJobMenu);
    attach();
}

// A new pipeline (a new connection) or none: start the tab afresh.
void RecoveryViews::attach()
{
    m_panel->clearIncidents();
    m_waiting.clear();
    PipelineSession *session = m_session->pipeline();
    if (session) {
        pipeline::RecoveryPipeline *recovery = &session->pipeline();
        connect(recovery, &pipeline::RecoveryPipeline::incidentChanged, this, &RecoveryViews::showIncident);
        connect(recovery, &pipeline::RecoveryPipeline::modeChanged, this, &RecoveryViews::showMode);
        connect(recovery, &pipeline::RecoveryPipeline::breakerChanged, this, &RecoveryViews::showBreaker);
        connect(recovery, &pipeline::RecoveryPipeline::approvalNeeded, this, [this](const QString &id) {
            m_statusBar->showMessage(tr("Incident %1 waits for your approval in the Incidents tab.").arg(id));
        });
        connect(session, &PipelineSession::historyRead, this, [this, session] {
            m_panel->setHistory(session->history());
            showSituation();
        });
        connect(session, &PipelineSession::permissionsChanged, this, &RecoveryViews::showRefusals);
        connect(session, &PipelineSession::journalProblemChanged, this, &RecoveryViews::showSituation);
        connect(session, &PipelineSession::clusterPipelineChanged, this, &RecoveryViews::showMode);
        if (session->historyLoaded())
            m_panel->setHistory(session->history());
        for (const auto &[id, incident] : recovery->incidents())
            m_panel->showIncident(incident);
    }
    countAttention({});
    showMode();
    showBreaker();
    showSituation();
    showRefusals();
}

void RecoveryViews::showIncident(const QString &id)
{
    const PipelineSession *session = m_session->pipeline();
    if (!session)
        return;
    if (const pipeline::Incident *incident = session->pipeline().incident(id)) {
        m_panel->showIncident(*incident);
        m_events->changed(id);
        // The question is answered: the status bar stops asking it.
        if (incident->state != pipeline::IncidentState::AwaitingApproval && m_statusBar->currentMessage().contains(id))
            m_statusBar->clearMessage();
    }
    countAttention(id);
    showSituation();
}


void RecoveryViews::countAttention(const QString &changedId)
{
    const PipelineSession *session = m_session->pipeline();
    static const std::map<QString, pipeline::Incident> none;
    const std::map<QString, pipeline::Incident> &incidents = session ? session->pipeline().incidents() : none;
    // A job whose training an incident stopped does not read Running.
    m_jobs->model()->setOpenIncidents(incidents);
    int open = 0;
    QSet<QString> waiting;
    // Waiting for you: nobody has taken it on yet, and it is not snoozed.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const auto &[id, incident] : incidents) {
        open += pipeline::isOpen(incident.state);
        if (pipeline::needsAttention(incident, now))
            waiting.insert(id);
    }
    QString newly;
    if (!changedId.isEmpty() && waiting.contains(changedId) && !m_waiting.contains(changedId)) {
        const pipeline::Incident &incident = incidents.at(changedId);
        newly = incident.state == pipeline::IncidentState::AwaitingApproval
                    ? tr("Incident %1 (%2) waits for your approval.").arg(changedId, incident.job.isEmpty() ? incident.first.node : incident.job)
                    : tr("Incident %1 (%2) needs a person: no automatic recovery is left.").arg(changedId, incident.job.isEmpty() ? incident.first.node : incident.job);
    }
    m_waiting = waiting;
    emit attentionChanged(open, int(waiting.size()), newly);
}

void RecoveryViews::selectWaiting()
{
    const PipelineSession *session = m_session->pipeline();
    if (!session)
        return;
    const pipeline::Incident *selected = session->pipeline().incident(m_panel->selectedId());
    if (selected && pipeline::waitsForPerson(*selected))
        return;
    for (const auto &[id, incident] : session->pipeline().incidents()) {
        if (pipeline::waitsForPerson(incident)) {
            m_panel->selectIncident(id);
            return;
        }
    }
}

void RecoveryViews::showMode()
{
    const PipelineSession *session = m_session->pipeline();
    if (!session) {
        m_modeLabel->setText(tr("Pipeline: off"));
        m_modeLabel->setToolTip(tr("The recovery pipeline runs while the console is connected to a cluster."));
        return;
    }
    const PipelineMode mode = session->pipeline().mode();
    m_panel->setMode(mode);
    m_modeLabel->setText(tr("Pipeline: %1").arg(words::mode(mode)));
    m_modeLabel->setToolTip(words::modeExplained(mode));
    showSituation();
}

void RecoveryViews::showBreaker()
{
    const PipelineSession *session = m_session->pipeline();
    const bool tripped = session && session->pipeline().breakerTripped();
    const QString reason = session ? session->pipeline().breakerReason() : QString();
    m_panel->setBreaker(tripped, reason);
    m_breakerLabel->setVisible(session != nullptr);
    m_breakerLabel->setText(tripped ? QStringLiteral("<b style='color:#c62828'>%1</b>").arg(tr("Breaker: tripped").toHtmlEscaped())
                                    : tr("Breaker: closed"));
    m_breakerLabel->setToolTip(tripped ? reason : tr("Automatic actions may go ahead."));
}

// What the tab says while it has nothing to list, the summary beside the
// mode, and whether anything can be changed.
void RecoveryViews::showSituation()
{
    using State = ClusterSession::State;
    const PipelineSession *session = m_session->pipeline();
    if (!session) {
        QString why;
        switch (m_session->state()) {
        case State::Disconnected:
            why = tr("Not connected to a cluster. Connect with File ▸ Connect to Cluster… and the recovery pipeline "
                     "watches it for faults.");
            break;
        case State::Failing: why = m_session->problem(); break;
        default: why = tr("Reading the cluster's nodes, pods and device info; the pipeline starts once they are complete.");
        }
        m_panel->setPipelineAvailable(false, why);
        m_panel->setEmptyMessage(why);
        m_panel->setSummary({});
        m_answers->show(nullptr, {});
        return;
    }
    const pipeline::RecoveryPipeline &recovery = session->pipeline();
    const int nodes = int(m_session->watch()->nodes()->size());
    m_panel->setPipelineAvailable(true);
    const ClusterPipelineWatch *cluster = session->clusterPipeline();
    const QString lock = session->modeLock();
    m_panel->setModeLocked(lock.isEmpty() ? QString() : tr("Observe only: %1").arg(lock));
    const QString readAt = cluster ? cluster->readAt().toString(QStringLiteral("HH:mm:ss")) : QString();
    m_answers->show(cluster && cluster->othersLead() ? &*cluster->current() : nullptr, readAt);
    QString empty = tr("No incidents: the pipeline is watching %1 in %2 mode.").arg(nodeCount(nodes), words::mode(recovery.mode()));
    empty += QStringLiteral("\n\n") + words::modeExplained(recovery.mode());
    if (!session->journalProblem().isEmpty())
        empty += QStringLiteral("\n\n") + tr("The journal cannot be written: %1").arg(session->journalProblem());
    else
        empty += QStringLiteral("\n\n") + tr("Every step is journaled in %1; incidents of earlier sessions show here too.")
                                              .arg(session->journalDirectory());
    m_panel->setEmptyMessage(empty);
    int open = 0;
    for (const auto &[id, incident] : recovery.incidents())
        open += pipeline::isOpen(incident.state) ? 1 : 0;
    QString summary = tr("Watching %1 · open incidents: %2 · from the journal: %3")
                          .arg(nodeCount(nodes)).arg(open).arg(m_panel->model()->historyCount());
    if (cluster && cluster->current() && !cluster->othersLead())   // one that leads: its panel says it
        summary += QStringLiteral(" · ") + tr("%1 (read %2)").arg(pipeline::clusterPipelineWords(*cluster->current()), readAt);
    if (const ConsolePipelineLease *lease = session->lease(); lease && lease->isHeld())
        summary += QStringLiteral(" · ") + tr("this console leads for the cluster (Lease %1/%2): other consoles observe and "
                                              "send their answers here")
                                               .arg(QLatin1String(pipeline::kClusterPipelineNamespace),
                                                    QLatin1String(pipeline::kClusterPipelineLease));
    else if (lease && !lease->problem().isEmpty())
        summary += QStringLiteral(" · ") + tr("the cluster's pipeline Lease could not be taken (%1): another console would "
                                              "not see this one act").arg(lease->problem());
    if (cluster && !cluster->problem().isEmpty())
        summary += QStringLiteral(" · ") + tr("the cluster pipeline's Lease could not be read now: %1").arg(cluster->problem());
    m_panel->setSummary(summary);
}

void RecoveryViews::showRefusals()
{
    const QString job = m_panel->selectedJob();
    // The one-click actions, and what approving a decision may write.
    for (RecoveryAction action : {RecoveryAction::Rollback, RecoveryAction::PodReschedule, RecoveryAction::JobReschedule,
                                  RecoveryAction::Isolate, RecoveryAction::ProcessRecover})
        m_panel->setActionRefusal(action, m_actions->refusal(action, job));
}

void RecoveryViews::chooseMode(int chosen)
{
    PipelineSession *session = m_session->pipeline();
    if (!session)
        return;
    const auto mode = PipelineMode(chosen);
    if (mode != PipelineMode::Observe && !session->modeLock().isEmpty()) {
        showMode();
        return;
    }
    if (mode == PipelineMode::Auto) {
        const QString context = m_session->client()->connection().contextName;
        const auto answer = QMessageBox::question(
            m_window, tr("Recover automatically?"),
            tr("In auto mode the pipeline writes to %1 (context %2) without asking: it deletes pods, restarts jobs and "
               "isolates chips and servers as its decisions say. The circuit breaker still stops an action that would "
               "touch too many nodes.\n\nSwitch to auto?")
                .arg(m_session->clusterLabel(), context));
        // The question waited for a person: the lock may have come meanwhile.
        if (answer != QMessageBox::Yes || !session->modeLock().isEmpty()) {
            showMode();
            return;
        }
    }
    session->pipeline().setMode(mode);
    showMode();
}

bool RecoveryViews::mayStopRecovery(Prompter *prompter) const
{
    const PipelineSession *session = m_session->pipeline();
    if (!session || session->pipeline().mode() != PipelineMode::Auto)
        return true;
    int open = 0;
    for (const auto &[id, incident] : session->pipeline().incidents())
        open += pipeline::isOpen(incident.state);
    if (open == 0)
        return true;
    const QString context = m_session->client()->connection().contextName;
    return prompter->confirmQuitWhileRecovering(
        tr("%n incident(s) on %1 (context %2) are being recovered in auto mode.", nullptr, open)
            .arg(m_session->clusterLabel(), context));
}

void RecoveryViews::requestAction(int action, const QString &incidentId)
{
    if (incidentId.isEmpty() || incidentId != m_panel->selectedId())
        return;
    m_actions->open(RecoveryAction(action), m_panel->selectedJob(), m_panel->selectedNode(), m_panel->selectedDie());
}

// Approve, like every other write from the console: its dry run and the
// cluster named first, and only the person's confirmation lets the pipeline
// act (which plans and dry-runs the writes again as it does).
PreviewedWriteDialog *RecoveryViews::openApproval(const QString &id)
{
    PipelineSession *session = m_session->pipeline();
    const pipeline::Incident *incident = session ? session->pipeline().incident(id) : nullptr;
    if (!incident || incident->state != pipeline::IncidentState::AwaitingApproval)
        return nullptr;
    if (m_approval)
        m_approval->close();
    const QString cluster = m_session->clusterLabel();
    const QString what = words::action(incident->decision.action);
    const QString where = incident->job.isEmpty() ? incident->first.node : incident->job;
    auto *dialog = new PreviewedWriteDialog(
        {tr("Approve %1 for %2 on %3").arg(what, where, cluster), incident->decision.reason, tr("Approve"), tr("Approving..."),
         tr("Approve lets the pipeline write this on %1: each write dry-run again as it is sent, fenced by the job's Lease.").arg(cluster),
         tr("Approved: the pipeline acts now; the incident follows it."), tr("Not approved: %1")},
        m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_approval = dialog;
    const QPointer<PreviewedWriteDialog> shown = dialog;
    const QPointer<PipelineSession> owner = session;
    // The yes is to the decision shown: one made since (ClusterD's question
    // lapsed, the job's fault escalated) is not approved by it.
    const qint64 decidedMs = incident->timeline.decidedMs;
    const QString strategy = incident->decision.processStrategy;
    session->pipeline().previewApproval(id, [shown](const pipeline::ActionOutcome &preview) {
        if (shown)
            shown->showPreview(previewLines(preview), preview.ok ? QString() : preview.error);
    });
    connect(dialog, &PreviewedWriteDialog::confirmed, this, [this, shown, owner, id, decidedMs, strategy] {
        const pipeline::Incident *now = owner ? owner->pipeline().incident(id) : nullptr;
        if (!owner || owner != m_session->pipeline() || !now || now->state != pipeline::IncidentState::AwaitingApproval
            || now->timeline.decidedMs != decidedMs || now->decision.processStrategy != strategy) {
            if (shown)
                shown->showWritten({}, tr("the incident no longer waits for the approval shown (decided again, another "
                                          "strategy chosen, or its connection closed); nothing was approved"));
            return;
        }
        owner->pipeline().approve(id, owner->operatorName());
        if (shown)
            shown->showWritten({}, {});
    });
    dialog->show();
    return dialog;
}

QString RecoveryViews::attend(IncidentsPanel::PersonAct act, const QString &id, const QString &text)
{
    PipelineSession *session = m_session->pipeline();
    if (!session)
        return tr("No pipeline runs on this connection.");
    // An act not journaled is not done: the journal says who did what.
    if (!session->journalProblem().isEmpty())
        return tr("the journal cannot be written (%1)").arg(session->journalProblem());
    pipeline::RecoveryPipeline &recovery = session->pipeline();
    const QString who = session->operatorName();
    switch (act) {
    case IncidentsPanel::PersonAct::Acknowledge: return recovery.acknowledge(id, who);
    case IncidentsPanel::PersonAct::Assign: return recovery.assign(id, who, text);
    case IncidentsPanel::PersonAct::Snooze:
        return recovery.snooze(id, who, text.toLongLong() * 60'000);
    case IncidentsPanel::PersonAct::Note: return recovery.addNote(id, who, text);
    case IncidentsPanel::PersonAct::Close: return recovery.closeByHand(id, who, text);
    case IncidentsPanel::PersonAct::Strategy: return recovery.chooseStrategy(id, who, text);
    }
    return {};
}

// What an act needs in words is asked first; nothing is done on Cancel.
void RecoveryViews::askAndAttend(IncidentsPanel::PersonAct act, const QString &id)
{
    bool ok = true;
    QString text;
    if (act == IncidentsPanel::PersonAct::Assign)
        text = QInputDialog::getText(m_window, tr("Assign %1").arg(id), tr("To whom (empty: nobody):"), QLineEdit::Normal,
                                     ssh::localUserName(), &ok);
    else if (act == IncidentsPanel::PersonAct::Note)
        text = QInputDialog::getMultiLineText(m_window, tr("Note on %1").arg(id), tr("Note (journaled with your name):"), {}, &ok);
    else if (act == IncidentsPanel::PersonAct::Close)
        text = QInputDialog::getText(m_window, tr("Close %1 by hand").arg(id),
                                     tr("Why (journaled; no recovery time is counted for it):"), QLineEdit::Normal, {}, &ok);
    else if (act == IncidentsPanel::PersonAct::Strategy)
        text = chosenStrategy(id, &ok);
    if (ok)
        showAttended(attend(act, id, text));
}

// One of the strategies the job allows for ClusterD's question, the one in
// force first.
QString RecoveryViews::chosenStrategy(const QString &id, bool *ok)
{
    PipelineSession *session = m_session->pipeline();
    const pipeline::Incident *incident = session ? session->pipeline().incident(id) : nullptr;
    if (!incident) {
        *ok = false;
        return {};
    }
    const pipeline::Decision &decision = incident->decision;
    return QInputDialog::getItem(m_window, tr("Answer ClusterD for %1").arg(id),
                                 tr("Process-level recovery to run (retry: the step again; recover: the faulty processes "
                                    "restarted; dump: a checkpoint saved, then the job restarted):"),
                                 decision.strategyChoices, int(std::max<qsizetype>(0, decision.strategyChoices.indexOf(decision.processStrategy))),
                                 false, ok);
}

void RecoveryViews::showAttended(const QString &refusal)
{
    if (!refusal.isEmpty())
        m_statusBar->showMessage(tr("Not done: %1").arg(refusal), 8000);
}

void RecoveryViews::showJobMenu(const QString &job, const QString &node, const QPoint &at)
{
    QMenu menu(m_window);
    menu.addSection(job);
    m_actions->fillMenu(&menu, job, node);
    menu.addSeparator();
    m_inspection->fillJobMenu(&menu, job, node);
    menu.exec(at);
}

} // namespace ascendops
