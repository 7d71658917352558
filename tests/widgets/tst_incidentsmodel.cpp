// The Incidents tab's model and panel: live incidents newest first with
// their columns, updates in place, journal history after them (a live
// incident shown once), the details and the timeline chart of the selected
// one, the buttons' states, and the recovery-action dialog's flow.
#include "incidents/incidentdetails.h"
#include "incidents/incidentsmodel.h"
#include "incidents/incidentspanel.h"
#include "incidents/incidenttimelineview.h"
#include "incidents/recoveryactiondialog.h"

#include <QDateTime>
#include <QDir>
#include <QPushButton>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBrowser>
#include <QTest>

#include <qcustomplot.h>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

constexpr qint64 kT0 = 1'790'000'000'000;   // a fixed UTC time

Incident npuFault(const QString &id, qint64 detectedMs, IncidentState state = IncidentState::Observed)
{
    Incident incident;
    incident.id = id;
    incident.state = state;
    incident.first.kind = SignalKind::DeviceFault;
    incident.first.node = QStringLiteral("node-2");
    incident.first.die = 3;
    incident.first.codes = {QStringLiteral("80E18402")};
    incident.first.observedMs = detectedMs;
    incident.first.message = QStringLiteral("Ascend910-3 on node-2: 80E18402");
    incident.evidence = {incident.first};
    incident.fault.component = Component::Die;
    incident.fault.handling = FaultHandling::SeparateNPU;
    incident.job = QStringLiteral("default/llm");
    incident.pod = QStringLiteral("default/llm-worker-2");
    incident.decision.action = RecoveryAction::PodReschedule;
    incident.decision.reason = QStringLiteral("SeparateNPU on a chip: move the pod to a spare server");
    incident.timeline.occurredMs = detectedMs - 400;
    incident.timeline.detectedMs = detectedMs;
    incident.timeline.decidedMs = detectedMs + 1000;
    incident.outcome = QStringLiteral("observe mode: pod-reschedule not taken");
    return incident;
}

JournalIncident pastIncident(const QString &id, qint64 atMs)
{
    JournalRecord detected;
    detected.timeMs = atMs;
    detected.incidentId = id;
    detected.kind = RecordKind::Detected;
    detected.job = QStringLiteral("default/llm");
    detected.node = QStringLiteral("node-1");
    detected.device = QStringLiteral("5");
    detected.reason = QStringLiteral("link down");
    JournalRecord decided = detected;
    decided.timeMs = atMs + 1000;
    decided.kind = RecordKind::Decided;
    decided.action = QStringLiteral("job-reschedule");
    decided.reason = QStringLiteral("the link stayed down");
    JournalRecord resolved = decided;
    resolved.timeMs = atMs + 30000;
    resolved.kind = RecordKind::Resolved;
    resolved.reason = QStringLiteral("job-reschedule brought the job back");
    resolved.details = QJsonObject{{QStringLiteral("phasesMs"), QJsonObject{{QStringLiteral("detection"), 500.0},
                                                                            {QStringLiteral("decision"), 1500.0},
                                                                            {QStringLiteral("rescheduling"), 20000.0}}},
                                   {QStringLiteral("stepsLost"), 12.0}};
    return groupJournalIncidents({detected, decided, resolved}).front();
}

QString cell(const IncidentsModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

class TestIncidentsModel : public QObject
{
    Q_OBJECT

private slots:
    // The clock never stops before the recovery does: an incident that is
    // verifying shows its phase under way, growing each second.
    void anOpenIncidentsTimelineRunsUntilNow()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        Incident incident = npuFault(QStringLiteral("inc-open"), now - 6000, IncidentState::Verifying);
        incident.timeline.actedMs = now - 4000;   // pods not running again yet
        const std::vector<TimelinePhase> phases = incident.phases(now);
        QCOMPARE(phases.size(), std::size_t(3));
        QCOMPARE(phases.back().name, QStringLiteral("rescheduling"));
        QCOMPARE(phases.back().endMs, now);
        QCOMPARE(incident.phases().size(), std::size_t(2));   // without the time: what has ended
        Incident resolved = incident;
        resolved.state = IncidentState::Resolved;
        QCOMPARE(resolved.phases(now).size(), std::size_t(2));   // a resolved one does not run on

        IncidentDetails details;
        details.showIncident(incident);
        const IncidentTimelineView *timeline = details.timeline();
        QCOMPARE(timeline->barCount(), 3);
        const QString before = timeline->summaryText();
        QVERIFY2(before.contains(QLatin1String("so far")), qPrintable(before));
        QTRY_VERIFY_WITH_TIMEOUT(timeline->summaryText() != before, 3000);

        // Incidents that share a recovery say so.
        incident.coveredBy = QStringLiteral("inc-restart");
        incident.pickedUp = true;
        details.showIncident(incident);
        const QString text = details.findChild<QTextBrowser *>(QStringLiteral("incidentText"))->toPlainText();
        QVERIFY2(text.contains(QLatin1String("Covered by inc-restart")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Picked up from the journal")), qPrintable(text));

        // What the cluster said it did, for this incident only, or why it could not be read.
        incident.job = QStringLiteral("default/llm");
        details.showIncident(incident);
        clustermodel::JobEvent rescheduled;
        rescheduled.timeMs = kT0 + 4000;
        rescheduled.type = QStringLiteral("Warning");
        rescheduled.reason = QStringLiteral("JobReschedule");
        rescheduled.object = QStringLiteral("Job/llm");
        rescheduled.reporter = QStringLiteral("volcano");
        rescheduled.message = QStringLiteral("job restarted after pod llm-worker-2 failed");
        details.setClusterEvents(QStringLiteral("inc-other"), {rescheduled});
        const auto shown = [&] { return details.findChild<QTextBrowser *>(QStringLiteral("incidentText"))->toPlainText(); };
        QVERIFY(!shown().contains(QLatin1String("JobReschedule")));
        details.setClusterEvents(incident.id, {rescheduled});
        QVERIFY2(shown().contains(QLatin1String("What the cluster said it did")), qPrintable(shown()));
        QVERIFY(shown().contains(QLatin1String("job restarted after pod llm-worker-2 failed")));
        details.setClusterEvents(incident.id, {}, QStringLiteral("403 Forbidden"));
        QVERIFY(shown().contains(QLatin1String("Not read: 403 Forbidden")));
    }

    void liveIncidentsNewestFirstWithTheirColumns()
    {
        IncidentsModel model;
        QCOMPARE(model.columnCount(), int(IncidentsModel::ColumnCount));
        QCOMPARE(model.headerData(IncidentsModel::ActionColumn, Qt::Horizontal).toString(), QStringLiteral("Decision"));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setIncident(npuFault(QStringLiteral("inc-1"), kT0));
        model.setIncident(npuFault(QStringLiteral("inc-2"), kT0 + 5000));
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 0, IncidentsModel::IdColumn), QStringLiteral("inc-2"));
        QCOMPARE(cell(model, 1, IncidentsModel::IdColumn), QStringLiteral("inc-1"));
        QCOMPARE(cell(model, 0, IncidentsModel::SeverityColumn), QStringLiteral("critical"));
        QCOMPARE(cell(model, 0, IncidentsModel::StateColumn), QStringLiteral("observed, not acted on"));
        QCOMPARE(cell(model, 0, IncidentsModel::JobColumn), QStringLiteral("default/llm"));
        QCOMPARE(cell(model, 0, IncidentsModel::AffectedColumn), QStringLiteral("node-2 · pod default/llm-worker-2 · die 3"));
        QCOMPARE(cell(model, 0, IncidentsModel::ActionColumn), QStringLiteral("pod-level rescheduling"));
        QVERIFY(cell(model, 0, IncidentsModel::ReasonColumn).startsWith(QLatin1String("SeparateNPU on a chip")));
        QCOMPARE(cell(model, 0, IncidentsModel::DetectedColumn), shortTime(kT0 + 5000));
        QCOMPARE(cell(model, 0, IncidentsModel::OutcomeColumn), QStringLiteral("observe mode: pod-reschedule not taken"));
        QCOMPARE(model.index(0, 0).data(IncidentsModel::IncidentIdRole).toString(), QStringLiteral("inc-2"));
        QCOMPARE(model.index(0, 0).data(IncidentsModel::FromJournalRole).toBool(), false);
        QVERIFY(model.index(0, IncidentsModel::SeverityColumn).data(Qt::ForegroundRole).isValid());
    }

    void anUpdateChangesItsRowInPlace()
    {
        IncidentsModel model;
        model.setIncident(npuFault(QStringLiteral("inc-1"), kT0));
        model.setIncident(npuFault(QStringLiteral("inc-2"), kT0 + 5000));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        Incident later = npuFault(QStringLiteral("inc-1"), kT0, IncidentState::Resolved);
        later.decision.action = RecoveryAction::JobReschedule;
        later.outcome = QStringLiteral("job-reschedule brought the job back");
        model.setIncident(later);
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0][0].toModelIndex().row(), 1);
        QCOMPARE(changed[0][1].toModelIndex().column(), IncidentsModel::ColumnCount - 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 1, IncidentsModel::StateColumn), QStringLiteral("resolved"));
        QCOMPARE(cell(model, 1, IncidentsModel::ActionColumn), QStringLiteral("job-level rescheduling"));
        QCOMPARE(model.rowOf(QStringLiteral("inc-1")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);
        // Still deciding: no action to show yet.
        Incident settling = npuFault(QStringLiteral("inc-3"), kT0 + 9000, IncidentState::Settling);
        settling.decision = {};
        model.setIncident(settling);
        QCOMPARE(cell(model, 0, IncidentsModel::ActionColumn), QStringLiteral("deciding…"));
    }

    void historyFollowsTheLiveRowsAndGivesWayToThem()
    {
        IncidentsModel model;
        model.setIncident(npuFault(QStringLiteral("inc-live"), kT0 + 60000));
        model.setHistory({pastIncident(QStringLiteral("inc-old"), kT0), pastIncident(QStringLiteral("inc-live"), kT0)});
        QCOMPARE(model.liveCount(), 1);
        QCOMPARE(model.historyCount(), 1);   // the live one is not shown twice
        QCOMPARE(cell(model, 1, IncidentsModel::IdColumn), QStringLiteral("inc-old"));
        QCOMPARE(cell(model, 1, IncidentsModel::StateColumn), QStringLiteral("resolved (journal)"));
        QCOMPARE(cell(model, 1, IncidentsModel::ActionColumn), QStringLiteral("job-level rescheduling"));
        QCOMPARE(cell(model, 1, IncidentsModel::ReasonColumn), QStringLiteral("the link stayed down"));
        QCOMPARE(cell(model, 1, IncidentsModel::AffectedColumn), QStringLiteral("node-1 · die 5"));
        QCOMPARE(cell(model, 1, IncidentsModel::OutcomeColumn), QStringLiteral("job-reschedule brought the job back"));
        QCOMPARE(model.index(1, IncidentsModel::StateColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("detected → decided → resolved"));
        QVERIFY(model.index(1, 0).data(IncidentsModel::FromJournalRole).toBool());
        QVERIFY(model.historyAt(1));
        QVERIFY(!model.incidentAt(1));
        // The past incident comes back live (a journal shared with a controller): one row, live.
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.setIncident(npuFault(QStringLiteral("inc-old"), kT0 + 90000));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.historyCount(), 0);
        QCOMPARE(model.liveCount(), 2);
        QCOMPARE(cell(model, 0, IncidentsModel::IdColumn), QStringLiteral("inc-old"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void thePanelShowsTheSelectedIncidentAndItsTimeline()
    {
        IncidentsPanel panel;
        panel.resize(1200, 800);
        panel.setEmptyMessage(QStringLiteral("No incidents: the pipeline is watching 5 nodes in observe mode."));
        QVERIFY(panel.showsEmptyMessage());
        panel.setPipelineAvailable(true);
        Incident incident = npuFault(QStringLiteral("inc-1"), kT0, IncidentState::Resolved);
        incident.history.push_back({RecoveryAction::OpRetryWait, QStringLiteral("may pass within operator retry")});
        incident.timeline.actedMs = kT0 + 2000;
        incident.timeline.podsRunningMs = kT0 + 14000;
        incident.timeline.rankTableMs = kT0 + 17000;
        incident.timeline.resumedMs = kT0 + 40000;
        incident.stepAtFault = 1240;
        incident.checkpointStep = 1200;
        incident.stepsLost = 40;
        QSignalSpy current(&panel, &IncidentsPanel::currentIncidentChanged);
        panel.showIncident(incident);
        QVERIFY(!panel.showsEmptyMessage());
        QCOMPARE(panel.selectedId(), QStringLiteral("inc-1"));
        QVERIFY(!current.isEmpty());
        QCOMPARE(panel.selectedJob(), QStringLiteral("default/llm"));
        QCOMPARE(panel.selectedNode(), QStringLiteral("node-2"));
        QCOMPARE(panel.selectedDie(), 3);
        const QString text = panel.details()->text();
        QVERIFY2(text.contains(QLatin1String("may pass within operator retry")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("move the pod to a spare server")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("steps lost: 40")), qPrintable(text));
        QVERIFY(text.indexOf(QLatin1String("operator retry")) < text.indexOf(QLatin1String("spare server")));
        // Five phases, five bars: detection, decision, rescheduling, link setup, checkpoint and compile.
        const IncidentTimelineView *timeline = panel.details()->timeline();
        QCOMPARE(timeline->barCount(), 5);
        QVERIFY2(timeline->summaryText().contains(QLatin1String("steps lost: 40")), qPrintable(timeline->summaryText()));
        QVERIFY2(timeline->summaryText().contains(QLatin1String("40 s")), qPrintable(timeline->summaryText()));
        const auto *rescheduling = timeline->plot()->findChild<QCPBars *>(QStringLiteral("rescheduling"));
        QVERIFY(rescheduling);
        QCOMPARE(rescheduling->data()->at(0)->value, 12.0);   // acted at +2.4 s, pods running at +14.4 s
        // A journal entry shows its records and its timeline from the journal.
        panel.setHistory({pastIncident(QStringLiteral("inc-old"), kT0 - 100000)});
        QVERIFY(panel.selectIncident(QStringLiteral("inc-old")));
        QVERIFY(panel.details()->text().contains(QLatin1String("from the journal")));
        QVERIFY(panel.details()->text().contains(QLatin1String("the link stayed down")));
        QCOMPARE(timeline->barCount(), 3);
    }

    // A job that reports its processes' phases: checkpoint loading and
    // compilation are two bars, and the combined one is not drawn.
    void checkpointLoadAndCompileAreTimedApart()
    {
        IncidentsPanel panel;
        panel.resize(1200, 800);
        panel.setPipelineAvailable(true);
        Incident incident = npuFault(QStringLiteral("inc-2"), kT0, IncidentState::Resolved);
        incident.timeline.actedMs = kT0 + 2000;
        incident.timeline.podsRunningMs = kT0 + 14000;
        incident.timeline.rankTableMs = kT0 + 14000;
        incident.timeline.checkpointLoadMs = kT0 + 17000;
        incident.timeline.compileMs = kT0 + 29000;
        incident.timeline.resumedMs = kT0 + 40000;
        panel.showIncident(incident);
        const IncidentTimelineView *timeline = panel.details()->timeline();
        QCOMPARE(timeline->barCount(), 6);
        const auto *load = timeline->plot()->findChild<QCPBars *>(QStringLiteral("checkpoint load"));
        const auto *compile = timeline->plot()->findChild<QCPBars *>(QStringLiteral("compile"));
        QVERIFY(load && compile);
        QCOMPARE(load->data()->at(0)->value, 12.0);
        QCOMPARE(compile->data()->at(0)->value, 11.0);
        const auto *link = timeline->plot()->findChild<QCPBars *>(QStringLiteral("link setup"));
        QVERIFY(link);
        QCOMPARE(link->data()->at(0)->value, 3.0);   // pods running to loading: links came up
        const auto *combined = timeline->plot()->findChild<QCPBars *>(QStringLiteral("checkpoint and compile"));
        QVERIFY(!combined || combined->data()->isEmpty());
        if (const QByteArray dir = qgetenv("ASCENDOPS_SHOT_DIR"); !dir.isEmpty())
            panel.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/incident-timeline.png"));
    }

    void buttonsFollowTheSelectionAndTheRefusals()
    {
        IncidentsPanel panel;
        panel.setPipelineAvailable(true);
        QPushButton *rollback = panel.actionButton(RecoveryAction::Rollback);
        QVERIFY(rollback);
        QVERIFY(!rollback->isEnabled());
        QCOMPARE(rollback->toolTip(), QStringLiteral("Select an incident first."));
        panel.showIncident(npuFault(QStringLiteral("inc-1"), kT0, IncidentState::AwaitingApproval));
        QVERIFY(rollback->isEnabled());
        QVERIFY(panel.approveButton()->isEnabled());
        QVERIFY(panel.declineButton()->isEnabled());
        QSignalSpy approve(&panel, &IncidentsPanel::approveRequested);
        panel.approveButton()->click();
        QCOMPARE(approve.size(), 1);
        QCOMPARE(approve[0][0].toString(), QStringLiteral("inc-1"));
        // What the app says the user may not do switches the button off, with the reason.
        const QString denied = QStringLiteral("The API server does not allow sim-readonly to delete pods in default");
        panel.setActionRefusal(RecoveryAction::PodReschedule, denied);
        QVERIFY(!panel.actionButton(RecoveryAction::PodReschedule)->isEnabled());
        QCOMPARE(panel.actionButton(RecoveryAction::PodReschedule)->toolTip(), denied);
        QVERIFY(!panel.approveButton()->isEnabled());   // the decision is a pod rescheduling
        QCOMPARE(panel.approveButton()->toolTip(), denied);
        QSignalSpy action(&panel, &IncidentsPanel::actionRequested);
        panel.actionButton(RecoveryAction::JobReschedule)->click();
        QCOMPARE(action.size(), 1);
        QCOMPARE(action[0][0].value<RecoveryAction>(), RecoveryAction::JobReschedule);
        // No pipeline: nothing can be changed, and the mode says why.
        panel.setPipelineAvailable(false, QStringLiteral("Not connected to a cluster."));
        QVERIFY(!panel.modeBox()->isEnabled());
        QVERIFY(!rollback->isEnabled());
        QCOMPARE(rollback->toolTip(), QStringLiteral("Not connected to a cluster."));
        QVERIFY(!panel.approveButton()->isEnabled());
    }

    void theModeAndTheBreakerAreShownAndChosen()
    {
        IncidentsPanel panel;
        panel.setPipelineAvailable(true);
        panel.setMode(PipelineMode::Approve);
        QCOMPARE(panel.mode(), PipelineMode::Approve);
        QCOMPARE(panel.modeBox()->currentText(), QStringLiteral("approve"));
        QSignalSpy chosen(&panel, &IncidentsPanel::modeChosen);
        panel.modeBox()->setCurrentIndex(panel.modeBox()->findData(int(PipelineMode::Auto)));
        emit panel.modeBox()->activated(panel.modeBox()->currentIndex());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen[0][0].value<PipelineMode>(), PipelineMode::Auto);
        QVERIFY(!panel.resetBreakerButton()->isEnabled());
        panel.setBreaker(true, QStringLiteral("3 of 5 nodes in 10 minutes"));
        QVERIFY(panel.resetBreakerButton()->isEnabled());
        QSignalSpy reset(&panel, &IncidentsPanel::resetBreakerRequested);
        panel.resetBreakerButton()->click();
        QCOMPARE(reset.size(), 1);
        panel.setModeLocked(QStringLiteral("Observe only: the journal cannot be written."));
        QVERIFY(!panel.modeBox()->isEnabled());
        QCOMPARE(panel.modeBox()->toolTip(), QStringLiteral("Observe only: the journal cannot be written."));
    }

    void theActionDialogPreviewsConfirmsAndFollows()
    {
        RecoveryActionTarget target;
        target.action = RecoveryAction::Rollback;
        target.job = QStringLiteral("default/llm");
        target.clusterLabel = QStringLiteral("demo cluster (a2-small)");
        target.contextName = QStringLiteral("sim-admin");
        target.lastCheckpointStep = 1200;
        RecoveryActionDialog dialog(target);
        QSignalSpy preview(&dialog, &RecoveryActionDialog::previewRequested);
        QSignalSpy run(&dialog, &RecoveryActionDialog::runRequested);
        QVERIFY(dialog.runButton()->text().contains(QLatin1String("sim-admin")));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("actionConfirmation"))->text().contains(QLatin1String("demo cluster (a2-small)")));
        dialog.requestPreview();
        QCOMPARE(preview.size(), 1);
        QCOMPARE(preview[0][0].value<ManualRequest>().rollbackStep, -1);   // the latest checkpoint by default
        QVERIFY(!dialog.runButton()->isEnabled());
        ActionOutcome outcome;
        outcome.ok = true;
        outcome.dryRun = true;
        outcome.steps.push_back({QStringLiteral("annotate job default/llm ascendops.io/restore-checkpoint=latest"), true, 200, {},
                                 {QStringLiteral("metadata.annotations.ascendops.io/restore-checkpoint: (none) → latest")}});
        // An answer to an older question is ignored.
        dialog.showPreview(preview[0][1].toInt() - 1, outcome);
        QVERIFY(!dialog.runButton()->isEnabled());
        dialog.showPreview(preview[0][1].toInt(), outcome);
        QVERIFY(dialog.runButton()->isEnabled());
        QVERIFY2(dialog.previewText().contains(QStringLiteral("(none) → latest")), qPrintable(dialog.previewText()));
        dialog.runButton()->click();
        QCOMPARE(run.size(), 1);
        QCOMPARE(run[0][0].value<ManualRequest>().job, QStringLiteral("default/llm"));
        dialog.showStarted(QStringLiteral("inc-9"));
        Incident acting = npuFault(QStringLiteral("inc-9"), kT0, IncidentState::Verifying);
        dialog.showProgress(acting);
        QVERIFY(!dialog.isFinished());
        acting.state = IncidentState::Resolved;
        acting.outcome = QStringLiteral("rollback brought the job back");
        dialog.showProgress(acting);
        QVERIFY(dialog.isFinished());
        QVERIFY2(dialog.statusText().contains(QLatin1String("rollback brought the job back")), qPrintable(dialog.statusText()));
    }

    // The Isolate dialog says what the chosen server runs of the job, its
    // rank-0 pod above all.
    void theIsolateDialogNamesTheRankZeroServer()
    {
        RecoveryActionTarget target;
        target.action = RecoveryAction::Isolate;
        target.job = QStringLiteral("default/llm");
        target.node = QStringLiteral("node-1");
        target.nodes = {QStringLiteral("node-1"), QStringLiteral("node-2"), QStringLiteral("node-5")};
        target.pods = {{QStringLiteral("default/llm-0"), QStringLiteral("node-1"), 0, false},
                       {QStringLiteral("default/llm-1"), QStringLiteral("node-2"), 1, false}};
        RecoveryActionDialog dialog(target);
        QVERIFY2(dialog.serverNote().contains(QLatin1String("rank-0 pod default/llm-0")), qPrintable(dialog.serverNote()));
        auto *nodes = dialog.findChild<QComboBox *>(QStringLiteral("nodeChoice"));
        QVERIFY(nodes);
        nodes->setCurrentText(QStringLiteral("node-2"));
        QCOMPARE(dialog.serverNote(), QStringLiteral("It runs default/llm-1 (rank 1) of the job."));
        nodes->setCurrentText(QStringLiteral("node-5"));
        QCOMPARE(dialog.serverNote(), QStringLiteral("No pod of the job runs there."));
    }

    // The pod choice offers the pods on faulty servers first and rank 0
    // last; a recovery in flight is only run over on purpose.
    void thePodChoiceAndSupersedingARecoveryInFlight()
    {
        RecoveryActionTarget target;
        target.action = RecoveryAction::PodReschedule;
        target.job = QStringLiteral("default/llm");
        target.contextName = QStringLiteral("sim-admin");
        target.pods = {{QStringLiteral("default/llm-0"), QStringLiteral("node-1"), 0, false},
                       {QStringLiteral("default/llm-1"), QStringLiteral("node-2"), 1, false},
                       {QStringLiteral("default/llm-2"), QStringLiteral("node-3"), 2, true,
                        QStringLiteral("nowhere: no healthy spare server is left in super-pod 0"), false},
                       {QStringLiteral("default/llm-3"), QStringLiteral("node-4"), -1, false}};
        target.pods[1].landing = QStringLiteral("on its own server, node-2 (not faulty)");
        target.stepNow = 1250;
        target.lastCheckpointStep = 1200;
        target.recoverySeconds = 287.4;
        QStringList order;
        for (const RecoveryActionTarget::Pod &pod : podChoiceOrder(target.pods))
            order << pod.name;
        QCOMPARE(order, (QStringList{QStringLiteral("default/llm-2"), QStringLiteral("default/llm-1"),
                                     QStringLiteral("default/llm-3"), QStringLiteral("default/llm-0")}));
        target.inFlight = QStringLiteral("a recovery of default/llm is in flight (inc-3, verifying: pod-reschedule)");
        RecoveryActionDialog dialog(target);
        auto *pods = dialog.findChild<QComboBox *>(QStringLiteral("podChoice"));
        QVERIFY(pods);
        QCOMPARE(pods->currentData().toString(), QStringLiteral("node-3"));   // the faulty server's pod, not rank 0
        QVERIFY2(pods->itemText(3).contains(QLatin1String("rank 0")), qPrintable(pods->itemText(3)));
        // Its cost and where the chosen pod lands, red where it cannot.
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("recoveryCost")));
        const QString cost = dialog.findChild<QLabel *>(QStringLiteral("recoveryCost"))->text();
        QVERIFY2(cost.contains(QLatin1String("back to step 1200")) && cost.contains(QLatin1String("50 steps since"))
                     && cost.contains(QLatin1String("about 287 s")), qPrintable(cost));
        auto *landing = dialog.findChild<QLabel *>(QStringLiteral("podLanding"));
        QVERIFY(landing);
        QVERIFY(landing->text().startsWith(QLatin1String("nowhere")));
        QVERIFY(!landing->styleSheet().isEmpty());
        pods->setCurrentIndex(1);
        QCOMPARE(landing->text(), QStringLiteral("on its own server, node-2 (not faulty)"));
        QVERIFY(landing->styleSheet().isEmpty());
        pods->setCurrentIndex(0);
        auto *supersede = dialog.findChild<QCheckBox *>(QStringLiteral("supersedeRecovery"));
        QVERIFY(supersede);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("recoveryInFlight"))->text().contains(QLatin1String("inc-3")));
        // The console is not this job's recoverer: no word of another.
        QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("recoveryOwner")));
        RecoveryActionTarget owned = target;
        owned.owner = QStringLiteral("MindCluster recovers this job (fault-scheduling: force).");
        RecoveryActionDialog ownedDialog(owned);
        QVERIFY(ownedDialog.findChild<QLabel *>(QStringLiteral("recoveryOwner")));
        QCOMPARE(ownedDialog.findChild<QLabel *>(QStringLiteral("recoveryOwner"))->text(), owned.owner);
        QSignalSpy preview(&dialog, &RecoveryActionDialog::previewRequested);
        QSignalSpy run(&dialog, &RecoveryActionDialog::runRequested);
        dialog.requestPreview();
        ActionOutcome outcome;
        outcome.ok = true;
        outcome.dryRun = true;
        outcome.steps.push_back({QStringLiteral("delete pod default/llm-2"), true, 200, {}, {}});
        dialog.showPreview(preview.last()[1].toInt(), outcome);
        QVERIFY(!dialog.runButton()->isEnabled());   // not over a recovery in flight by accident
        dialog.show();
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-supersede.png"));
        QVERIFY(dialog.grab().save(png));
        qInfo("saved %s", qPrintable(png));
        supersede->setChecked(true);
        QVERIFY(dialog.runButton()->isEnabled());
        dialog.runButton()->click();
        QCOMPARE(run.size(), 1);
        QVERIFY(run[0][0].value<ManualRequest>().supersede);
        QCOMPARE(run[0][0].value<ManualRequest>().node, QStringLiteral("node-3"));
    }
};

QTEST_MAIN(TestIncidentsModel)
#include "tst_incidentsmodel.moc"
