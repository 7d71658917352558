// One pipeline per cluster, in the console: while the cluster's pipeline
// (here one as `pipeline serve` runs it: its own client, watch and journal,
// the leader Lease with its status, the request inbox) recovers the
// embedded demo cluster, the console observes beside it, lists that
// pipeline's incidents in the Incidents tab and sends a person's approval
// to it; that pipeline acts on it, the console's own writes nothing. A grab
// of the tab is saved to $TMPDIR/ascend-ops-cluster-pipeline.png. Two
// consoles on a cluster without such a pipeline: the one that acts leads,
// the other attaches to it.
#include "../support/consoledemo.h"
#include "incidents/recoveryactiondialog.h"
#include "clusterpipelineanswers.h"
#include "clusterpipelinewatch.h"
#include "consolepipelinelease.h"
#include "incidents/clusterpipelinepanel.h"
#include "kube/leaselock.h"
#include "pipeline/clusterpipeline.h"
#include "pipeline/pipelinerequestinbox.h"

#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

using namespace ascendops;
using namespace ascendops::testing;

class TestClusterPipelineAttach : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase() { QVERIFY(useDataDirsOf(m_data)); }

    void theConsoleAnswersThroughTheClustersPipeline()
    {
        MainWindow window(std::make_unique<QuietPrompter>());
        window.resize(1280, 800);
        QVERIFY(connectDemo(window, 30.0, "external-force"));
        const QString ns = QLatin1String(pipeline::kClusterPipelineNamespace);

        // The cluster's pipeline, in approve mode.
        kube::KubeClient client(window.cluster()->client()->connection());
        clustermodel::ClusterWatch watch(&client);
        QSignalSpy synced(&watch, &clustermodel::ClusterWatch::synced);
        watch.start();
        QVERIFY(synced.wait(20000));
        QTemporaryDir journalDir;
        journal::Journal journal;
        QString error;
        QVERIFY2(journal.open(journalDir.path(), &error), qPrintable(error));
        pipeline::PipelineSettings settings;
        settings.mode = pipeline::PipelineMode::Approve;
        settings.identity = QStringLiteral("ascend-ops-pipeline-7d9f");
        settings.settleMs = 300;
        pipeline::RecoveryPipeline leader(client, watch, &journal, settings);
        kube::LeaseLock lease(client, ns, QLatin1String(pipeline::kClusterPipelineLease), settings.identity, 15);
        const auto tell = [&] { lease.setAnnotations(pipeline::leaseStatusOf(leader)); };
        tell();
        connect(&leader, &pipeline::RecoveryPipeline::incidentChanged, &lease, tell);
        QSignalSpy acquired(&lease, &kube::LeaseLock::acquired);
        lease.acquire();
        QVERIFY(acquired.wait(10000));
        leader.start();
        pipeline::PipelineRequestInbox inbox(client, leader, ns);
        inbox.setAcceptsActions(true);   // as `pipeline serve --accept-actions`
        inbox.start();

        // The console sees it, observes, and shows it above its own incidents.
        PipelineSession *session = window.cluster()->pipeline();
        session->clusterPipeline()->readNow();
        ClusterPipelinePanel *panel = window.recoveryViews()->incidents()->clusterPipeline();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isHidden(), 5000);
        QCOMPARE(session->pipeline().mode(), pipeline::PipelineMode::Observe);
        QVERIFY2(panel->headline().contains(settings.identity), qPrintable(panel->headline()));
        QCOMPARE(panel->table()->rowCount(), 0);

        // A fault: the cluster's pipeline asks, its Lease says so, the console lists it first.
        QVERIFY(injectNpuFault(window.cluster()->client(), QStringLiteral("node-1"), 2));
        QString id;
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(leader.incidents().begin(), leader.incidents().end(), [&](const auto &entry) {
            id = entry.first;
            return entry.second.state == pipeline::IncidentState::AwaitingApproval;
        }), 20000);
        QTRY_VERIFY_WITH_TIMEOUT((session->clusterPipeline()->readNow(), panel->selectedId() == id), 15000);
        QVERIFY(panel->approveButton()->isEnabled() && panel->declineButton()->isEnabled());

        // Approve: asked once more, then sent to that pipeline, which acts.
        panel->approveButton()->click();
        QMessageBox *question = window.recoveryViews()->clusterPipelineAnswers()->question();
        QVERIFY(question);
        QVERIFY2(question->text().contains(id) && question->text().contains(settings.identity), qPrintable(question->text()));
        question->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(panel->requestStatus().startsWith(id + QStringLiteral(": approved")), 10000);
        QVERIFY(leader.incident(id)->state != pipeline::IncidentState::AwaitingApproval);
        QVERIFY2(leader.incident(id)->attention.approvedBy.contains(QLatin1String("kubeconfig user")),
                 qPrintable(leader.incident(id)->attention.approvedBy));

        // A one-click action goes to that pipeline too: it answers (here:
        // no, the job's recovery it just approved is in flight), not this one.
        const QString job = leader.incident(id)->job;
        ManualActions *actions = window.recoveryViews()->actions();
        QVERIFY(permissionsKnown(actions, job));
        QVERIFY2(actions->refusal(RecoveryAction::JobReschedule, job).isEmpty(), qPrintable(actions->refusal(RecoveryAction::JobReschedule, job)));
        RecoveryActionDialog *dialog = actions->open(RecoveryAction::JobReschedule, job, {}, -1);
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->runButton()->isEnabled(), 10000);
        const std::size_t before = leader.incidents().size(), ownBefore = session->pipeline().incidents().size();
        dialog->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isFinished(), 10000);
        QVERIFY2(dialog->statusText().contains(QStringLiteral("refused: a recovery of %1 is in flight (%2").arg(job, id)),
                 qPrintable(dialog->statusText()));
        QCOMPARE(leader.incidents().size(), before);
        // The console's own pipeline (which would run it, observe mode or
        // not) was not asked: no new incident, nothing written.
        QCOMPARE(session->pipeline().incidents().size(), ownBefore);
        for (const auto &[own, incident] : session->pipeline().incidents())
            QVERIFY(incident.writesSent.isEmpty());
        dialog->close();

        window.show();
        QVERIFY(window.showView(QStringLiteral("incidents")));
        QTRY_VERIFY_WITH_TIMEOUT((session->clusterPipeline()->readNow(), panel->table()->rowCount() == 1
                                  && panel->table()->item(0, 2)->text() != QLatin1String("awaiting-approval")), 10000);
        const QString png = QDir::temp().filePath(QStringLiteral("ascend-ops-cluster-pipeline.png"));
        QVERIFY(window.grab().save(png));
        qInfo("saved %s", qPrintable(png));
    }

    // Two consoles on one cluster and no pipeline in it: the first to act
    // (approve mode) leads and says so on the cluster's pipeline Lease; the
    // second observes beside it and answers through it.
    void twoConsolesShareOnePipeline()
    {
        SimServer server(m_data.filePath(QStringLiteral("two.kubeconfig")), QStringLiteral("a2-small"),
                         {QStringLiteral("--speed"), QStringLiteral("30"), QStringLiteral("--fault-scheduling"), QStringLiteral("external-force")});
        QString error;
        QVERIFY2(server.start(0, &error), qPrintable(error));
        MainWindow first(std::make_unique<QuietPrompter>()), second(std::make_unique<QuietPrompter>());
        const auto connected = [&](MainWindow &window) {
            return connectThrough(window, server, QStringLiteral("sim-admin"))
                && QTest::qWaitFor([&] { return window.cluster()->pipeline() != nullptr; }, 30000);
        };
        const auto choose = [](MainWindow &window, pipeline::PipelineMode mode) {
            IncidentsPanel *panel = window.recoveryViews()->incidents();
            panel->modeBox()->setCurrentIndex(panel->modeBox()->findData(int(mode)));
            emit panel->modeBox()->activated(panel->modeBox()->currentIndex());
        };
        QVERIFY(connected(first));
        PipelineSession *leading = first.cluster()->pipeline();
        choose(first, pipeline::PipelineMode::Approve);
        QTRY_VERIFY_WITH_TIMEOUT(leading->lease()->isHeld(), 10000);
        QVERIFY2(first.recoveryViews()->incidents()->findChild<QLabel *>(QStringLiteral("incidentsSummary"))->text().contains(
                     QLatin1String("this console leads for the cluster")),
                 "the leading console says so");

        QVERIFY(connected(second));
        PipelineSession *observing = second.cluster()->pipeline();
        ClusterPipelinePanel *panel = second.recoveryViews()->incidents()->clusterPipeline();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isHidden(), 10000);
        QVERIFY2(panel->headline().contains(leading->pipeline().identity()), qPrintable(panel->headline()));
        // Its Lease holds the second back (whatever else may: here the
        // shared journal too, see below).
        QVERIFY(observing->clusterPipeline()->othersLead());
        QVERIFY(observing->clusterPipeline()->lockReason().contains(leading->pipeline().identity()));
        choose(second, pipeline::PipelineMode::Approve);
        QCOMPARE(observing->pipeline().mode(), pipeline::PipelineMode::Observe);
        QVERIFY(!observing->lease()->isHeld());
        QVERIFY(first.recoveryViews()->incidents()->clusterPipeline()->isHidden());   // its own Lease is no other's

        QVERIFY(injectNpuFault(first.cluster()->client(), QStringLiteral("node-1"), 2));
        QString id;
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(leading->pipeline().incidents().begin(), leading->pipeline().incidents().end(),
                                             [&](const auto &entry) {
                                                 id = entry.first;
                                                 return entry.second.state == pipeline::IncidentState::AwaitingApproval;
                                             }), 20000);
        QTRY_VERIFY_WITH_TIMEOUT((observing->clusterPipeline()->readNow(), panel->selectedId() == id), 15000);
        panel->approveButton()->click();
        QMessageBox *question = second.recoveryViews()->clusterPipelineAnswers()->question();
        QVERIFY(question);
        question->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(panel->requestStatus().startsWith(id + QStringLiteral(": approved")), 10000);
        QVERIFY(!leading->pipeline().incident(id)->writesSent.isEmpty() || leading->pipeline().incident(id)->state
                                                                                != pipeline::IncidentState::AwaitingApproval);
        // Back to observe, the first gives the Lease up at once: no other
        // pipeline holds the second back. (Here both windows share one
        // computer and context, so the second has no journal of its own to
        // act with: that lock stays, and says so.)
        choose(first, pipeline::PipelineMode::Observe);
        QTRY_VERIFY_WITH_TIMEOUT((observing->clusterPipeline()->readNow(), panel->isHidden()), 10000);
        QVERIFY2(observing->clusterPipeline()->lockReason().isEmpty(), qPrintable(observing->clusterPipeline()->lockReason()));
    }
};

QTEST_MAIN(TestClusterPipelineAttach)
#include "tst_clusterpipelineattach.moc"
