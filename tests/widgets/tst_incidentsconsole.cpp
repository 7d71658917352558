// The Incidents tab on the embedded demo cluster, offscreen: the pipeline
// starts with the connection in observe mode, an npu-fault created through
// the API becomes an incident row with a decision (and nothing is written),
// a one-click job rescheduling is previewed, confirmed, journaled and
// followed to its outcome, approve mode waits for a person before it acts,
// and the journal of these sessions is shown to the next. A grab of the tab with its incident is saved to
// $TMPDIR/ascend-ops-incidents.png for the documentation. (The views around
// it: tst_incidentsoverview.)
#include "../support/consoledemo.h"
#include "cluster/previewedwritedialog.h"
#include "clustermodel/eventstore.h"

using namespace ascendops;
using namespace ascendops::testing;

class TestIncidentsConsole : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase() { QVERIFY(useDataDirsOf(m_data)); }

    void aFaultBecomesAnIncidentRowInObserveMode()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QCOMPARE(window.currentView(), QStringLiteral("incidents"));
        RecoveryViews *recovery = window.recoveryViews();
        IncidentsPanel *panel = recovery->incidents();
        QCOMPARE(recovery->modeLabel()->text(), QStringLiteral("Pipeline: off"));
        QVERIFY(connectDemo(window, 1.0, "external-force"));
        QVERIFY(window.showView(QStringLiteral("incidents")));

        // Before any fault: an intentional empty state, the mode everywhere.
        QTRY_VERIFY_WITH_TIMEOUT(panel->emptyMessage().contains(QLatin1String("watching 5 nodes in observe mode")), 5000);
        QVERIFY(panel->showsEmptyMessage());
        QCOMPARE(recovery->modeLabel()->text(), QStringLiteral("Pipeline: observe"));
        QCOMPARE(recovery->breakerLabel()->text(), QStringLiteral("Breaker: closed"));
        QCOMPARE(panel->mode(), pipeline::PipelineMode::Observe);
        QVERIFY(panel->modeBox()->isEnabled());
        const PipelineSession *session = window.cluster()->pipeline();
        QVERIFY2(session->journalProblem().isEmpty(), qPrintable(session->journalProblem()));
        QVERIFY(session->journalDirectory().startsWith(m_data.path()));

        // An Event of the job, as Volcano writes one: the incident shows it
        // from the console's Event store, listed after the first view.
        QTRY_VERIFY_WITH_TIMEOUT(window.cluster()->events() && window.cluster()->events()->isReady(), 10000);
        const QString job = window.cluster()->watch()->jobs().at(0).key();
        const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
        kube::KubeReply *written = window.cluster()->client()->create(
            kube::ResourceType::events(), job.section(QLatin1Char('/'), 0, 0),
            {{"apiVersion", "v1"}, {"kind", "Event"}, {"metadata", {{"generateName", "volcano-"}}},
             {"involvedObject", {{"kind", "Job"}, {"name", job.section(QLatin1Char('/'), 1).toStdString()},
                                 {"namespace", job.section(QLatin1Char('/'), 0, 0).toStdString()}}},
             {"type", "Warning"}, {"reason", "PodEvicted"}, {"message", "Pod evicted by the store test"},
             {"lastTimestamp", now}, {"source", {{"component", "vc-controller-manager"}}}});
        QSignalSpy created(written, &kube::KubeReply::finished);
        QVERIFY(created.wait(10000) && written->isOk());
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            const auto kept = window.cluster()->events()->ofJob(job.section(QLatin1Char('/'), 0, 0), job.section(QLatin1Char('/'), 1), 0, 0);
            return std::any_of(kept.begin(), kept.end(), [](const clustermodel::JobEvent &e) { return e.reason == QLatin1String("PodEvicted"); });
        }(), 5000);

        QVERIFY(injectNpuFault(window.cluster()->client(), QStringLiteral("node-2"), 3));
        const IncidentsModel *model = panel->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->liveCount() >= 1
                                     && cell(model, 0, IncidentsModel::ActionColumn) != QStringLiteral("deciding…"), 20000);
        QVERIFY(!panel->showsEmptyMessage());
        const pipeline::Incident *incident = model->incidentAt(0);
        QVERIFY(incident);
        QVERIFY(incident->faultyNodes().contains(QStringLiteral("node-2")));
        QVERIFY(!incident->decision.reason.isEmpty());
        QVERIFY2(cell(model, 0, IncidentsModel::AffectedColumn).contains(QLatin1String("node-2")),
                 qPrintable(cell(model, 0, IncidentsModel::AffectedColumn)));
        QCOMPARE(cell(model, 0, IncidentsModel::ReasonColumn), incident->decision.reason);
        // Observe mode: decided, shown, nothing acted on.
        QVERIFY2(incident->state == pipeline::IncidentState::Observed || incident->state == pipeline::IncidentState::Resolved
                     || incident->state == pipeline::IncidentState::NeedsPerson || incident->state == pipeline::IncidentState::Waiting,
                 pipeline::incidentStateName(incident->state));
        QCOMPARE(incident->timeline.actedMs, 0);
        QCOMPARE(window.cluster()->pipeline()->pipeline().mode(), pipeline::PipelineMode::Observe);
        QCOMPARE(panel->selectedId(), incident->id);
        QVERIFY2(panel->details()->text().contains(incident->decision.reason), qPrintable(panel->details()->text()));
        QVERIFY(panel->details()->timeline()->barCount() >= 2);   // detection and decision at least
        QTRY_VERIFY_WITH_TIMEOUT(panel->details()->text().contains(QLatin1String("Pod evicted by the store test")), 5000);

        // The journal has it: detected, classified, decided.
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            int decided = 0;
            for (const journal::JournalRecord &record : journal::Journal::read(session->journalDirectory()).records)
                decided += record.incidentId == incident->id && record.kind == journal::RecordKind::Decided;
            return decided >= 1;
        }(), 5000);

        // A picture of the tab with its incident, for the documentation.
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-incidents.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));
    }

    void aJobReschedulingIsPreviewedConfirmedAndFollowed()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        QVERIFY(connectDemo(window, 30.0));
        const std::vector<JobSummary> &jobs = window.cluster()->watch()->jobs();
        QCOMPARE(jobs.size(), std::size_t(4));   // the running job and three queued ones
        const QString job = jobs[0].key();
        ManualActions *actions = window.recoveryViews()->actions();
        QVERIFY(permissionsKnown(actions, job));
        QVERIFY2(actions->refusal(RecoveryAction::JobReschedule, job).isEmpty(),
                 qPrintable(actions->refusal(RecoveryAction::JobReschedule, job)));

        RecoveryActionDialog *dialog = actions->open(RecoveryAction::JobReschedule, job, {}, -1);
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->runButton()->isEnabled(), 10000);
        QVERIFY2(dialog->previewText().contains(QLatin1String("RestartJob")), qPrintable(dialog->previewText()));
        QVERIFY(dialog->runButton()->text().contains(QLatin1String("sim-admin")));
        const int retriesBefore = jobs[0].retryCount;
        dialog->runButton()->click();
        QVERIFY(!dialog->incidentId().isEmpty());
        const QString id = dialog->incidentId();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isFinished(), 90000);
        const pipeline::Incident *incident = window.cluster()->pipeline()->pipeline().incident(id);
        QVERIFY(incident);
        QCOMPARE(incident->state, pipeline::IncidentState::Resolved);
        QVERIFY2(dialog->statusText().contains(QLatin1String("resolved")), qPrintable(dialog->statusText()));
        QVERIFY(incident->timeline.actedMs > 0);
        QVERIFY(window.cluster()->watch()->jobs()[0].retryCount > retriesBefore);
        // It is an incident like any other: in the table, and journaled as sent (not a dry run).
        const IncidentsModel *model = window.recoveryViews()->incidents()->model();
        const int row = model->rowOf(id);
        QVERIFY(row >= 0);
        QCOMPARE(cell(model, row, IncidentsModel::ActionColumn), QStringLiteral("job-level rescheduling"));
        int sent = 0;
        for (const journal::JournalRecord &record : journal::Journal::read(window.cluster()->pipeline()->journalDirectory()).records)
            sent += record.incidentId == id && record.kind == journal::RecordKind::Action && !record.dryRun;
        QCOMPARE(sent, 1);

        // A picture of a whole recovery, with the first test's incident from the journal below it.
        dialog->close();
        window.show();
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QVERIFY(window.recoveryViews()->incidents()->selectIncident(id));
        // detection, decision, rescheduling, link setup, checkpoint and compile
        // (one bar: the demo job runs MindSpore, whose log says nothing of
        // loading a checkpoint, so the two cannot be told apart)
        QCOMPARE(window.recoveryViews()->incidents()->details()->timeline()->barCount(), 5);
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-incidents-recovered.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));
    }

    void approveModeWaitsForAPersonThenActs()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        QVERIFY(connectDemo(window, 30.0, "external-force"));
        RecoveryViews *recovery = window.recoveryViews();
        IncidentsPanel *panel = recovery->incidents();
        QVERIFY(permissionsKnown(recovery->actions(), QStringLiteral("default/") + window.cluster()->watch()->jobs().at(0).name));
        panel->modeBox()->setCurrentIndex(panel->modeBox()->findData(int(pipeline::PipelineMode::Approve)));
        emit panel->modeBox()->activated(panel->modeBox()->currentIndex());
        QCOMPARE(window.cluster()->pipeline()->pipeline().mode(), pipeline::PipelineMode::Approve);
        QCOMPARE(recovery->modeLabel()->text(), QStringLiteral("Pipeline: approve"));

        QVERIFY(injectNpuFault(window.cluster()->client(), QStringLiteral("node-1"), 2));
        const IncidentsModel *model = panel->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->liveCount() >= 1
                                     && model->incidentAt(0)->state == pipeline::IncidentState::AwaitingApproval, 20000);
        const QString id = model->incidentAt(0)->id;
        QCOMPARE(panel->selectedId(), id);
        QCOMPARE(cell(model, 0, IncidentsModel::StateColumn), QStringLiteral("awaiting approval"));
        // Outside its tab: a count on the tab, a status-bar label, and (the
        // window is not active) a notification that names the incident.
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QTRY_COMPARE_WITH_TIMEOUT(tabs->tabText(tabs->indexOf(panel)), QStringLiteral("Incidents (1)"), 5000);
        auto *attention = window.findChild<QLabel *>(QStringLiteral("attentionStatus"));
        QVERIFY(attention && !attention->isHidden());
        QVERIFY2(attention->text().contains(QLatin1String("Waiting for you: 1")), qPrintable(attention->text()));
        QVERIFY2(window.lastNotification().contains(id) && window.lastNotification().contains(QLatin1String("approval")),
                 qPrintable(window.lastNotification()));
        // The job it stopped does not read Running in the Jobs view.
        const JobSummary &job = window.cluster()->watch()->jobs().at(0);
        QCOMPARE(window.clusterViews()->jobs()->model()->stateOf(job).state, QStringLiteral("Stopped"));
        QCOMPARE(window.clusterViews()->jobs()->model()->index(0, JobsModel::PhaseColumn).data().toString(), QStringLiteral("Stopped"));
        // Opening the tab selects what waits for a person.
        QVERIFY(window.showView(QStringLiteral("jobs")));
        panel->selectIncident({});
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QCOMPARE(panel->selectedId(), id);
        QVERIFY(model->incidentAt(0)->timeline.actedMs == 0);   // nothing written before the answer
        // Acknowledged: taken on, so no longer waiting for you, and still to be answered;
        // assigned and noted, each signed with who did it.
        QPushButton *acknowledge = panel->personButton(IncidentsPanel::PersonAct::Acknowledge);
        QVERIFY2(acknowledge->isEnabled(), qPrintable(acknowledge->toolTip()));
        acknowledge->click();
        QTRY_VERIFY(attention->isHidden());
        const QString who = window.cluster()->pipeline()->operatorName();
        QVERIFY2(who.contains(QLatin1String("kubeconfig user")), qPrintable(who));
        QCOMPARE(recovery->attend(IncidentsPanel::PersonAct::Assign, id, QStringLiteral("bob")), QString());
        QCOMPARE(recovery->attend(IncidentsPanel::PersonAct::Note, id, QStringLiteral("optics checked")), QString());
        QVERIFY(!recovery->attend(IncidentsPanel::PersonAct::Close, id, QString()).isEmpty());   // a reason is needed
        const QString details = panel->details()->text();
        for (const QString &expected : {QStringLiteral("Acknowledged by ") + who, QStringLiteral("Assigned to bob"),
                                        QStringLiteral("Note: ") + who + QStringLiteral(": optics checked")})
            QVERIFY2(details.contains(expected), qPrintable(details));
        QVERIFY2(panel->approveButton()->isEnabled(), qPrintable(panel->approveButton()->toolTip()));
        QVERIFY(panel->declineButton()->isEnabled());
        // Approve shows the dry run of its writes and the cluster first; only Approve in it writes.
        panel->approveButton()->click();
        PreviewedWriteDialog *approval = window.findChild<PreviewedWriteDialog *>();
        QVERIFY(approval);
        QVERIFY2(approval->windowTitle().contains(QLatin1String("demo cluster")), qPrintable(approval->windowTitle()));
        QTRY_VERIFY_WITH_TIMEOUT(approval->confirmButton()->isEnabled(), 10000);
        QVERIFY2(approval->previewText().contains(QLatin1String("Server-side dry run")), qPrintable(approval->previewText()));
        QCOMPARE(model->incidentAt(model->rowOf(id))->state, pipeline::IncidentState::AwaitingApproval);   // nothing yet
        approval->confirmButton()->click();
        QVERIFY2(approval->statusText().startsWith(QLatin1String("Approved")), qPrintable(approval->statusText()));
        approval->close();
        const pipeline::RecoveryPipeline &pipeline = window.cluster()->pipeline()->pipeline();
        QTRY_VERIFY_WITH_TIMEOUT(pipeline.incident(id)->state == pipeline::IncidentState::Resolved, 90000);
        const pipeline::Incident &done = *pipeline.incident(id);
        QVERIFY(done.timeline.actedMs > 0);
        QCOMPARE(cell(model, model->rowOf(id), IncidentsModel::StateColumn), QStringLiteral("resolved"));
        QTRY_COMPARE_WITH_TIMEOUT(tabs->tabText(tabs->indexOf(panel)), QStringLiteral("Incidents"), 5000);
        QVERIFY(attention->isHidden());
        QVERIFY(!panel->approveButton()->isEnabled());
        int approved = 0;
        for (const journal::JournalRecord &record : journal::Journal::read(window.cluster()->pipeline()->journalDirectory()).records)
            approved += record.incidentId == id && record.kind == journal::RecordKind::Decided
                     && record.reason.startsWith(QStringLiteral("approved by"));
        QCOMPARE(approved, 1);
        QCOMPARE(done.attention.approvedBy, who);
        QVERIFY(!done.writesSent.isEmpty());
        QVERIFY2(panel->details()->text().contains(QStringLiteral("Approved by ") + who), qPrintable(panel->details()->text()));
        QVERIFY(!panel->personButton(IncidentsPanel::PersonAct::Close)->isEnabled());   // resolved: nothing to attend to

        // The picture for the documentation: a whole recovery, approved in the console.
        window.show();
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QVERIFY(panel->selectIncident(id));
        QTest::qWait(300);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-incidents-approved.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s (%d bars)", qPrintable(png), panel->details()->timeline()->barCount());
    }

    void theJournalOfEarlierSessionsIsShown()
    {
        // The sessions above wrote to the demo's journal; a new connection reads it back.
        MainWindow window(std::make_unique<QuietPrompter>());
        QVERIFY(connectDemo(window, 1.0));
        const IncidentsModel *model = window.recoveryViews()->incidents()->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->historyCount() >= 2, 10000);
        // What the sessions above left open is picked up; its fault is not in
        // this new demo cluster, so it is closed as cleared, never acted on.
        for (const auto &[id, incident] : window.cluster()->pipeline()->pipeline().incidents()) {
            QVERIFY2(incident.pickedUp, qPrintable(id));
            QCOMPARE(incident.state, pipeline::IncidentState::Resolved);
            QVERIFY2(incident.outcome.contains(QLatin1String("cleared")), qPrintable(incident.outcome));
        }
        QVERIFY(model->index(model->liveCount(), 0).data(IncidentsModel::FromJournalRole).toBool());   // history after the live ones
        QVERIFY(!window.recoveryViews()->incidents()->showsEmptyMessage());
    }
};

QTEST_MAIN(TestIncidentsConsole)
#include "tst_incidentsconsole.moc"
