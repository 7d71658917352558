// The pipeline end to end in memory: detect, classify, decide, act and verify
// against the embedded cluster's API handler and object store, with no
// socket, no TLS and no controller (the test plays the device plugin and
// Volcano), and a clock the test sets. The scenario tests in integration/
// run the same paths against the embedded cluster over HTTPS.
#include "../support/pipelinebench.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using ascendops::testing::a2;
using ascendops::testing::gone;
using Bench = ascendops::testing::PipelineBench;
using Json = nlohmann::json;

class TestRecoveryPipeline : public QObject
{
    Q_OBJECT

private slots:
    void separateNpuMovesOnePodIsolatesTheChipAndVerifies()
    {
        Bench b(a2(true), PipelineMode::Auto);
        b.stepTo(500);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(500));
        const QString node = b.nodeOfRank(2);
        const Json pod = b.podOfRank(2);
        QVERIFY(!node.isEmpty());
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);

        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        const Incident &incident = *b.only();
        QCOMPARE(incident.decision.action, RecoveryAction::PodReschedule);
        QVERIFY(incident.decision.isolateDevice);
        QCOMPARE(incident.job, QStringLiteral("default/mindx-a2"));
        // Every write was a dry run first, then sent: the chip first, then the pod.
        const QStringList real = b.cluster.api.realWrites();
        QVERIFY2(real.size() >= 2, qPrintable(real.join(QLatin1Char('\n'))));
        QVERIFY2(real.filter(QStringLiteral("configmaps/mindx-dl-deviceinfo-") + node).size() == 1, qPrintable(real.join(QLatin1Char('\n'))));
        // Every write but the Lease's and the Events' (records of what was
        // done, as a controller's recorder posts them) was previewed as a dry
        // run before it was sent.
        const QStringList all = b.cluster.api.allWrites();
        for (const QString &write : real) {
            if (write.contains(QStringLiteral("/leases")) || write.contains(QStringLiteral("/events")))
                continue;
            const qsizetype sent = all.indexOf(write), previewed = all.indexOf(write + QStringLiteral(" (dry run)"));
            QVERIFY2(previewed >= 0 && previewed < sent, qPrintable(all.join(QLatin1Char('\n'))));
        }
        const sim::StoreResult deviceInfo = b.cluster.store.get(sim::objects::configMaps(), "kube-system",
                                                                "mindx-dl-deviceinfo-" + node.toStdString());
        QVERIFY(deviceInfo);
        QVERIFY(fields::text(deviceInfo.object->value, {"data", "ManuallySeparateNPU"}).split(QLatin1Char(',')).contains(QStringLiteral("Ascend910-4")));
        QVERIFY(gone(b.cluster.store, pod));
        // A person's request on the same job waits until this recovery ends.
        ManualRequest rollback;
        rollback.action = RecoveryAction::Rollback;
        rollback.job = QStringLiteral("default/mindx-a2");
        rollback.requestedBy = QStringLiteral("tester");
        QVERIFY2(b.pipeline->manualRefusal(rollback).contains(QLatin1String("in flight")), qPrintable(b.pipeline->manualRefusal(rollback)));
        const qsizetype writesBefore = b.cluster.api.allWrites().size();
        QVERIFY(b.pipeline->runManual(rollback).isEmpty());
        QCOMPARE(b.pipeline->incidents().size(), std::size_t(1));
        QCOMPARE(b.cluster.api.allWrites().size(), writesBefore);
        // The recovery's clock runs while it verifies: rescheduling is under way.
        b.clock.advance(5000);
        const std::vector<TimelinePhase> running = b.only()->phases(b.clock.nowMs());
        QVERIFY(!running.empty());
        QCOMPARE(running.back().name, QStringLiteral("rescheduling"));
        QCOMPARE(running.back().endMs, b.clock.nowMs());

        // Volcano places the pod on the spare, training goes on: recovered.
        const sim::StoreResult stored = b.cluster.store.get(sim::objects::pods(), "default", fields::text(pod, {"metadata", "name"}).toStdString());
        if (stored)
            QVERIFY(b.cluster.store.remove(sim::objects::pods(), "default", fields::text(pod, {"metadata", "name"}).toStdString(), {}, false));
        b.replacePod(pod, QStringLiteral("node-5"));
        QTRY_VERIFY_WITH_TIMEOUT(b.only()->timeline.podsRunningMs > 0, 5000);
        b.clock.advance(30000);
        b.stepTo(510);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Resolved), 5000);
        QVERIFY(b.only()->timeline.resolvedMs >= b.only()->timeline.detectedMs + 30000);
        QVERIFY(b.pipeline->manualRefusal(rollback).isEmpty());   // ended: the job is free again
    }

    void observeModeDecidesAndWritesNothing()
    {
        Bench b(a2(true), PipelineMode::Observe);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Observed), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QVERIFY2(b.cluster.api.realWrites().isEmpty(), qPrintable(b.cluster.api.realWrites().join(QLatin1Char('\n'))));
    }

    // Observe and approve are modes of acting: switching re-evaluates what
    // was decided and not acted on.
    void switchingModeTakesUpWhatWasDecided()
    {
        Bench b(a2(true), PipelineMode::Observe);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Observed), 5000);
        b.pipeline->setMode(PipelineMode::Approve);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("pods")).isEmpty());
        b.pipeline->setMode(PipelineMode::Auto);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        QVERIFY2(!b.cluster.api.realWrites().filter(QStringLiteral("DELETE /api/v1/namespaces/default/pods/")).isEmpty(),
                 qPrintable(b.cluster.api.realWrites().join(QLatin1Char('\n'))));
    }

    void aFaultThatClearedIsNotActedOnLater()
    {
        Bench b(a2(true), PipelineMode::Observe);
        const QString node = b.nodeOfRank(1);
        b.chipFault(node, 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Observed), 5000);
        // The device plugin reports the chip healthy again.
        QVERIFY(sim::editDeviceInfo(b.cluster.store, node.toStdString(), [](DeviceInfoCfg &info) {
            info.faults = Json::array();
            info.unhealthy.clear();
        }));
        QTRY_VERIFY_WITH_TIMEOUT(!b.pipeline->detector().isActive(b.only()->first.faultKey()), 5000);
        b.pipeline->setMode(PipelineMode::Auto);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Resolved), 5000);
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("pods")).isEmpty());
    }

    void approveModeWaitsForAPerson()
    {
        Bench b(a2(false), PipelineMode::Approve);
        QSignalSpy asked(b.pipeline.get(), &RecoveryPipeline::approvalNeeded);
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(b.only()->decision.action, RecoveryAction::JobReschedule);   // no pod-level rescheduling
        // Nothing written but the Events that say so (FaultDetected, PersonNeeded on the job).
        const QStringList posted = b.cluster.api.realWrites().filter(QStringLiteral("POST"));
        QVERIFY2(posted.size() == posted.filter(QStringLiteral("/namespaces/default/events")).size(), qPrintable(posted.join(QLatin1Char('\n'))));
        const auto reasons = [&] {
            QStringList out;
            for (const sim::ObjectPtr &event : b.cluster.store.list(sim::objects::events(), "default", {}, {}).items)
                if (event->value.value("reportingComponent", "") == "ascend-ops-pipeline")
                    out << QString::fromStdString(event->value.value("reason", "") + ' ' + event->value["involvedObject"].value("name", ""));
            return out;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(reasons().contains(QStringLiteral("PersonNeeded mindx-a2")), qPrintable(reasons().join(QLatin1Char('|'))), 5000);
        QVERIFY2(reasons().contains(QStringLiteral("FaultDetected mindx-a2")), qPrintable(reasons().join(QLatin1Char('|'))));
        b.pipeline->approve(b.only()->id, QStringLiteral("tester"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        // Volcano's RestartJob Command was created.
        QVERIFY2(!b.cluster.api.realWrites().filter(QStringLiteral("/commands")).isEmpty(),
                 qPrintable(b.cluster.api.realWrites().join(QLatin1Char('\n'))));
    }

    void breakerTurnsAWideActionIntoAQuestion()
    {
        Bench b(a2(true), PipelineMode::Auto);
        QSignalSpy breaker(b.pipeline.get(), &RecoveryPipeline::breakerChanged);
        for (int rank = 1; rank <= 3; ++rank)
            b.chipFault(b.nodeOfRank(rank), 0, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->breakerTripped(), 5000);
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("DELETE")).isEmpty());
        bool waiting = false;
        for (const auto &[id, incident] : b.pipeline->incidents())
            waiting = waiting || incident.state == IncidentState::AwaitingApproval;
        QVERIFY(waiting);
    }

    // --- Overlapping faults: each is decided and recovered ------------------

    // A second fault on another server of the job, while the first one's pod
    // move is verifying, is an incident of its own, decided and acted on;
    // for every kind of second fault.
    void aSecondFaultDuringARecoveryIsRecoveredToo_data()
    {
        QTest::addColumn<QString>("firstKind");
        QTest::addColumn<QString>("kind");
        QTest::newRow("chip+chip") << "chip" << "chip";
        QTest::newRow("chip+link") << "chip" << "link";
        QTest::newRow("chip+node") << "chip" << "node";
        QTest::newRow("link+node") << "link" << "node";
    }
    void aSecondFaultDuringARecoveryIsRecoveredToo()
    {
        QFETCH(QString, firstKind);
        QFETCH(QString, kind);
        Bench b(a2(true), PipelineMode::Auto);
        b.stepTo(500);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(500));
        const Json pod2 = b.podOfRank(2), pod3 = b.podOfRank(3);
        if (firstKind == QLatin1String("chip"))
            b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        else
            b.linkFault(b.nodeOfRank(2), 4);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        const QString first = b.only()->id;

        b.clock.advance(4000);
        const QString node3 = b.nodeOfRank(3);
        if (kind == QLatin1String("chip"))
            b.chipFault(node3, 1, "80E18402", FaultHandling::SeparateNPU);
        else if (kind == QLatin1String("link"))
            b.linkFault(node3, 1);
        else
            b.nodeDown(node3);
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incidents().size() == 2 && b.nth(1)->state == IncidentState::Verifying, 5000);
        const Incident &second = *b.nth(1);
        QVERIFY(second.id != first);
        QCOMPARE(second.faultyNodes(), QStringList{node3});
        QVERIFY2(writesSomething(second.decision.action), qPrintable(second.decision.reason));
        QVERIFY(second.coveredBy.isEmpty());
        QCOMPARE(b.pipeline->incident(first)->state, IncidentState::Verifying);   // the first goes on
        if (second.decision.action == RecoveryAction::PodReschedule) {
            QVERIFY(gone(b.cluster.store, pod3));
            QCOMPARE(b.realWritesTo(QStringLiteral("DELETE /api/v1/namespaces/default/pods/")), 2);   // one per pod, none twice
        }
        QCOMPARE(b.realWritesTo(QStringLiteral("/commands")), 0);   // no job restart on top

        // Volcano brings both pods back and training goes on: both resolve.
        for (const Json &pod : {pod2, pod3}) {
            const std::string name = fields::text(pod, {"metadata", "name"}).toStdString();
            if (b.cluster.store.get(sim::objects::pods(), "default", name))
                QVERIFY(b.cluster.store.remove(sim::objects::pods(), "default", name, {}, false));
            b.replacePod(pod, QStringLiteral("node-5"));
        }
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1)->timeline.podsRunningMs > 0, 5000);
        b.clock.advance(20000);
        b.stepTo(510);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(0)->state == IncidentState::Resolved && b.nth(1)->state == IncidentState::Resolved, 5000);
    }

    void aSecondFaultIsAskedAboutInApproveMode()
    {
        Bench b(a2(true), PipelineMode::Approve);
        QSignalSpy asked(b.pipeline.get(), &RecoveryPipeline::approvalNeeded);
        b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        b.pipeline->approve(b.only()->id, QStringLiteral("tester"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        b.clock.advance(4000);
        b.chipFault(b.nodeOfRank(3), 1, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->state == IncidentState::AwaitingApproval, 5000);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.last().at(0).toString(), b.nth(1)->id);
        QCOMPARE(b.nth(1)->decision.action, RecoveryAction::PodReschedule);
    }

    // A job restart in flight recreates every pod: a fault that arrives
    // before its pods run again is covered by it, and nothing more is written.
    void aJobRestartInFlightCoversALaterFault()
    {
        Bench b(a2(false), PipelineMode::Auto);
        b.stepTo(300);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(300));
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::JobReschedule);
        QCOMPARE(b.realWritesTo(QStringLiteral("/commands")), 1);
        b.clock.advance(3000);
        b.chipFault(b.nodeOfRank(3), 5, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->state == IncidentState::Verifying, 5000);
        QCOMPARE(b.nth(1)->coveredBy, b.nth(0)->id);
        QVERIFY(b.nth(0)->linked.contains(b.nth(1)->id));
        QVERIFY2(b.nth(1)->decision.reason.contains(QLatin1String("covered by")), qPrintable(b.nth(1)->decision.reason));
        QTest::qWait(300);
        QCOMPARE(b.realWritesTo(QStringLiteral("/commands")), 1);   // not restarted twice

        // Volcano recreates every pod; training resumes: both end together.
        b.restartAllPods();
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(0)->timeline.podsRunningMs > 0, 5000);
        b.clock.advance(20000);
        b.stepTo(320);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(0)->state == IncidentState::Resolved && b.nth(1)->state == IncidentState::Resolved, 5000);
        QVERIFY2(b.nth(1)->outcome.contains(b.nth(0)->id), qPrintable(b.nth(1)->outcome));
    }

    // The same fault on an AscendJob: the job restart is the deletion of
    // every pod (the Ascend Operator recreates them), not a Volcano Command;
    // the recreated pods (version 1) verify it.
    void anAscendJobIsRestartedByDeletingItsPods()
    {
        sim::SimPreset preset = a2(false);
        preset.ascendJob = true;
        Bench b(preset, PipelineMode::Auto);
        // The running AscendJob and the queued one the embedded cluster keeps beside it.
        QCOMPARE(b.cluster.watch.ascendJobs()->size(), 2);
        QTRY_COMPARE(b.cluster.watch.jobs().size(), std::size_t(4));
        QCOMPARE(b.cluster.watch.jobs().front().kind, JobKind::AscendJob);
        QCOMPARE(b.cluster.watch.jobs().front().phase, QStringLiteral("Running"));
        QCOMPARE(b.cluster.watch.jobs().front().maxRetry, 3);
        b.stepTo(300);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(300));
        std::vector<Json> before;
        for (int rank = 0; rank < 4; ++rank)
            before.push_back(b.podOfRank(rank));
        QCOMPARE(fields::text(before[0], {"metadata", "name"}), QStringLiteral("mindx-a2-master-0"));
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::JobReschedule);
        QCOMPARE(b.realWritesTo(QStringLiteral("/commands")), 0);
        QCOMPARE(b.realWritesTo(QStringLiteral("DELETE /api/v1/namespaces/default/pods/")), 4);
        for (const Json &pod : before)
            QVERIFY(gone(b.cluster.store, pod));
        // The operator recreates them, one version on; training resumes.
        for (Json pod : before) {
            pod["metadata"]["labels"]["version"] = "1";
            b.replacePod(pod, fields::text(pod, {"spec", "nodeName"}));
        }
        QTRY_VERIFY_WITH_TIMEOUT(b.only()->timeline.podsRunningMs > 0, 5000);
        b.clock.advance(20000);
        b.stepTo(320);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Resolved), 5000);
        QTRY_COMPARE(b.cluster.watch.jobs().front().retryCount, 1);
    }

    // The restart that covers a later fault fails and its next rung waits for
    // a person: the covered incident waits with it (it does not hold the
    // job's actions as "in flight"), and is covered again once approved.
    void aCoveredIncidentWaitsWithItsCoverForAPerson_data()
    {
        QTest::addColumn<bool>("supersede");
        QTest::newRow("the person approves the next rung") << false;
        QTest::newRow("the person rolls back instead") << true;
    }
    void aCoveredIncidentWaitsWithItsCoverForAPerson()
    {
        QFETCH(bool, supersede);
        Bench b(a2(false), PipelineMode::Approve);
        QObject::connect(b.pipeline.get(), &RecoveryPipeline::approvalNeeded, b.pipeline.get(), [&b](const QString &id) {
            if (b.pipeline->incident(id)->decision.action == RecoveryAction::JobReschedule)
                b.pipeline->approve(id, QStringLiteral("tester"));   // the first rung; the rollback is left to the test
        });
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        b.clock.advance(2000);
        b.chipFault(b.nodeOfRank(3), 5, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->coveredBy == b.nth(0)->id, 5000);
        const QString cover = b.nth(0)->id, covered = b.nth(1)->id;

        // Volcano gives up on the job: the restart did not work.
        const sim::StoreResult job = b.cluster.store.get(sim::objects::jobs(), "default", "mindx-a2");
        QVERIFY(job);
        Json failed = job.object->value;
        failed["status"]["state"]["phase"] = "Failed";
        QVERIFY(b.cluster.store.update(sim::objects::jobs(), "default", "mindx-a2", failed, false));
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incident(cover)->state == IncidentState::AwaitingApproval, 5000);
        QCOMPARE(b.pipeline->incident(cover)->decision.action, RecoveryAction::Rollback);
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incident(covered)->state == IncidentState::NeedsPerson, 5000);
        QVERIFY2(b.pipeline->incident(covered)->outcome.contains(cover), qPrintable(b.pipeline->incident(covered)->outcome));

        // A person restores the job and approves the rollback.
        failed["status"]["state"]["phase"] = "Restarting";
        failed["metadata"].erase("resourceVersion");
        QVERIFY(b.cluster.store.update(sim::objects::jobs(), "default", "mindx-a2", failed, false));
        if (!supersede) {
            b.pipeline->approve(cover, QStringLiteral("tester"));
            QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incident(cover)->state == IncidentState::Verifying, 5000);
            QTRY_COMPARE_WITH_TIMEOUT(b.pipeline->incident(covered)->state, IncidentState::Verifying, 5000);
            QCOMPARE(b.pipeline->incident(covered)->coveredBy, cover);
            return;
        }
        // A one-click rollback of its own: both incidents go with it, the one
        // the old cover covered too (nothing is left open holding the Lease).
        ManualRequest rollback;
        rollback.action = RecoveryAction::Rollback;
        rollback.job = QStringLiteral("default/mindx-a2");
        rollback.requestedBy = QStringLiteral("tester");
        rollback.supersede = true;
        const QString manual = b.pipeline->runManual(rollback);
        QVERIFY(!manual.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incident(manual)->state == IncidentState::Verifying, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(b.pipeline->incident(cover)->coveredBy, manual, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(b.pipeline->incident(covered)->coveredBy, manual, 5000);
        QCOMPARE(b.pipeline->incident(covered)->state, IncidentState::Verifying);
    }

    // The ladder decides over the set: most of the job on faulty servers is
    // one job restart, not a pod move per server.
    void manyFaultyPodsAtOnceAreOneJobRestart()
    {
        Bench b(a2(true), PipelineMode::Approve, {.settleMs = 200});
        for (int rank = 1; rank <= 3; ++rank)
            b.chipFault(b.nodeOfRank(rank), 0, "80E18402", FaultHandling::SeparateNPU);
        // The three join one incident while it settles; then it is decided.
        QTRY_VERIFY_WITH_TIMEOUT(b.only() && b.only()->faultyNodes().size() == 3, 5000);
        QCOMPARE(b.only()->state, IncidentState::Settling);
        b.clock.advance(200);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::JobReschedule);
        QVERIFY2(b.only()->decision.reason.contains(QLatin1String("3 of the 4 pods")), qPrintable(b.only()->decision.reason));
    }

    // Pod moves in flight and then more faults: the job restart decided for
    // the set supersedes the pod move, which is verified with it.
    void aJobRestartSupersedesAPodMoveInFlight()
    {
        Bench b(a2(true), PipelineMode::Auto, {.settleMs = 200, .breakerNodes = 10});
        b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Settling), 5000);
        b.clock.advance(200);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        b.clock.advance(2000);
        b.chipFault(b.nodeOfRank(1), 0, "80E18402", FaultHandling::SeparateNPU);
        b.chipFault(b.nodeOfRank(3), 0, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->faultyNodes().size() == 2, 5000);
        b.clock.advance(200);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->state == IncidentState::Verifying, 5000);
        QCOMPARE(b.pipeline->incidents().size(), std::size_t(2));
        QCOMPARE(b.nth(1)->decision.action, RecoveryAction::JobReschedule);
        QVERIFY2(b.nth(1)->decision.reason.contains(QLatin1String("3 of the 4 pods")), qPrintable(b.nth(1)->decision.reason));
        QTRY_COMPARE_WITH_TIMEOUT(b.nth(0)->coveredBy, b.nth(1)->id, 5000);
        QCOMPARE(b.nth(0)->state, IncidentState::Verifying);
        QCOMPARE(b.realWritesTo(QStringLiteral("/commands")), 1);
    }

    // A chip of the spare fails while a pod is moving to it: the spare's
    // fault is an incident of its own (no job there yet). The device plugin
    // lists the chip at SeparateNPU, so MindCluster's scheduling keeps pods
    // off it while the fault lasts: the console writes no isolation of its own.
    void aFaultOnTheSpareDuringARecovery()
    {
        Bench b(a2(true), PipelineMode::Auto, {.breakerNodes = 10});
        const QString spare = b.spareNode();
        QVERIFY(!spare.isEmpty());
        b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        b.chipFault(spare, 3, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.nth(1) && b.nth(1)->state == IncidentState::Resolved, 5000);
        QCOMPARE(b.nth(1)->decision.action, RecoveryAction::None);
        QVERIFY2(b.nth(1)->decision.reason.contains(QLatin1String("nothing to write")), qPrintable(b.nth(1)->decision.reason));
        QVERIFY(b.nth(1)->job.isEmpty());
        QCOMPARE(b.nth(0)->state, IncidentState::Verifying);
        const sim::StoreResult info = b.cluster.store.get(sim::objects::configMaps(), "kube-system",
                                                          "mindx-dl-deviceinfo-" + spare.toStdString());
        QVERIFY(info);
        QVERIFY(!fields::text(info.object->value, {"data", "ManuallySeparateNPU"}).contains(QLatin1String("Ascend910-3")));
    }

    // Operator retry switched on in a MindSpore job on A2 nodes (the a2 demo
    // job): seed 003 says it cannot work there, so a lost link is not waited
    // out for a retry that will not come.
    void retryThatCannotWorkIsNotWaitedFor()
    {
        Bench b(a2(true), PipelineMode::Observe);
        b.setJobEnv("HCCL_OP_RETRY_ENABLE", "L0:0, L1:1, L2:1", true);
        b.restart(PipelineMode::Observe, QStringLiteral("unit-test"));
        b.linkFault(b.nodeOfRank(1), 3);
        QTRY_VERIFY_WITH_TIMEOUT(b.only() && b.only()->timeline.decidedMs > 0, 5000);
        QVERIFY(b.only()->decision.action != RecoveryAction::OpRetryWait);
        QVERIFY2(b.only()->decision.reason.contains(QLatin1String("cannot work there")), qPrintable(b.only()->decision.reason));
        QVERIFY2(b.only()->decision.reason.contains(QLatin1String("Atlas A2")), qPrintable(b.only()->decision.reason));
    }

    // --- A borrowed lane ------------------------------------------------------

    // The a3-demo job (L1 and L2 retry, backup NICs in its 1.2 table) with
    // the retry window `params` give, at step 100, whose die 3 of rank 1
    // loses its link: the pipeline waits out the window.
    static void loseALinkUnderRetry(Bench &b, const char *params)
    {
        b.setJobEnv("HCCL_OP_RETRY_PARAMS", params);
        b.settings.retryGraceMs = 0;
        b.stepTo(100);
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test"));
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a3")), qint64(100));
        b.linkFault(b.nodeOfRank(1), 3);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Waiting), 5000);
    }

    // The same with a 100 ms window while the steps go on: the incident
    // rides the borrowed lane.
    static void rideABorrowedLane(Bench &b)
    {
        loseALinkUnderRetry(b, "MaxCnt:1, HoldTime:100, IntervalTime:0");
        b.stepTo(110);   // training goes on
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a3")), qint64(110));
        b.clock.advance(b.only()->decision.waitMs);   // the window ends
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
    }

    static sim::SimPreset a3()
    {
        sim::SimPreset preset = *sim::findPreset("a3-demo");
        preset.faultScheduling = "external-force";
        return preset;
    }

    // A lasting link loss under L2 retry with a backup NIC: the job trains on
    // over the borrowed lane, and the repair waits for a person, in auto mode,
    // after a restart and after the mode changes.
    void aBorrowedLaneWaitsForAPersonAcrossRestarts()
    {
        Bench b(a3(), PipelineMode::Auto, {.journaled = true});
        rideABorrowedLane(b);
        QVERIFY(b.only()->borrowedLane);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QVERIFY(b.only()->decision.isolateDevice);   // the die's link is lost: nothing should land on it
        const QString id = b.only()->id;
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-2"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QCOMPARE(b.only()->id, id);
        QVERIFY(b.only()->borrowedLane);
        QVERIFY(b.only()->decision.isolateDevice);
        b.pipeline->setMode(PipelineMode::Approve);
        b.pipeline->setMode(PipelineMode::Auto);
        QTest::qWait(200);
        QCOMPARE(b.only()->state, IncidentState::AwaitingApproval);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        // Training stops on the borrowed lane: the ladder takes over by itself.
        b.stepTo(110);
        const Json pod = b.podOfRank(1);
        Json failed = pod;
        failed["status"]["phase"] = "Failed";
        failed["metadata"].erase("resourceVersion");
        QVERIFY(b.cluster.store.update(sim::objects::pods(), "default", fields::text(pod, {"metadata", "name"}).toStdString(),
                                       failed, false));
        QTRY_VERIFY2_WITH_TIMEOUT(b.tick() && b.realWritesTo(QStringLiteral("pods")) > 0, qPrintable(b.only()->outcome), 5000);
        QVERIFY(!b.only()->borrowedLane);
        // The repair that was proposed is the one taken: the pod moved, not the job restarted.
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QVERIFY(b.only()->decision.isolateDevice);
    }

    // Seed 003: without a rank table (a communicator made by root broadcast)
    // the two dies of an NPU back each other up by themselves: the job rides
    // the borrowed lane as one whose table names backup NICs does.
    void aJobWithoutARankTableBorrowsTooByRootBroadcast()
    {
        Bench b(a3(), PipelineMode::Auto);
        const sim::StoreResult stored = sim::objects::findJob(b.cluster.store, "default", b.jobName);
        QVERIFY(stored);
        Json job = stored.object->value;
        for (Json &task : job["spec"]["tasks"]) {
            Json &spec = task["template"]["spec"];
            Json volumes = Json::array();
            for (const Json &volume : spec.value("volumes", Json::array()))
                if (volume.value("configMap", Json::object()).value("name", std::string()).rfind("rings-config-", 0) != 0)
                    volumes.push_back(volume);
            spec["volumes"] = volumes;
            for (Json &container : spec["containers"]) {
                Json mounts = Json::array(), env = Json::array();
                for (const Json &mount : container.value("volumeMounts", Json::array()))
                    if (mount.value("mountPath", std::string()).find("devindex") == std::string::npos)
                        mounts.push_back(mount);
                for (const Json &variable : container.value("env", Json::array()))
                    if (variable.value("name", std::string()) != "RANK_TABLE_FILE")
                        env.push_back(variable);
                container["volumeMounts"] = mounts;
                container["env"] = env;
            }
        }
        job["metadata"].erase("resourceVersion");
        QVERIFY(b.cluster.store.update(sim::objects::jobResourceOf(job), "default", b.jobName, job, false));
        QVERIFY(b.cluster.store.remove(sim::objects::configMaps(), "default", "rings-config-" + b.jobName, {}, false));
        QVERIFY(job.value("spec", Json::object()).dump().find("rings-config-") == std::string::npos);
        rideABorrowedLane(b);
        QVERIFY(b.only()->borrowedLane);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
    }

    // A pipeline restarted while it waits out the retry window judges the
    // lane against the step journaled at the fault, once it has read the
    // counter again: borrowed, not failed.
    void aRestartDuringTheRetryWindowStillSeesTheBorrowedLane()
    {
        Bench b(a3(), PipelineMode::Auto, {.journaled = true});
        loseALinkUnderRetry(b, "MaxCnt:1, HoldTime:1500, IntervalTime:0");
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-2"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Waiting), 5000);
        QCOMPARE(b.only()->stepAtFault, qint64(100));
        b.stepTo(110);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a3")), qint64(110));
        b.clock.advance(b.only()->decision.waitMs);   // the window ends
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QVERIFY(b.only()->borrowedLane);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
    }

    // The lane could be borrowed but the steps never move: the window ends
    // by itself, and the rung it escalates to takes the chip out.
    void aWindowWhoseStepsNeverMoveEndsAndIsolates()
    {
        Bench b(a3(), PipelineMode::Auto, {.journaled = true});
        b.settings.verifyTimeoutMs = 1000;
        loseALinkUnderRetry(b, "MaxCnt:1, HoldTime:100, IntervalTime:0");
        b.clock.advance(b.only()->decision.waitMs);   // the window has passed; the steps stand still
        QTest::qWait(50);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        QCOMPARE(b.only()->state, IncidentState::Waiting);
        b.clock.advance(2000);   // past the verify timeout on the pipeline's clock
        QTRY_VERIFY_WITH_TIMEOUT(b.realWritesTo(QStringLiteral("pods")) > 0, 5000);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QVERIFY(b.only()->decision.isolateDevice);
        QVERIFY(!b.only()->borrowedLane);
        QVERIFY(b.journaled(RecordKind::Escalated, {QLatin1String("training did not advance")}));
    }

    // A second die of the same server loses its link while the job runs on
    // a borrowed lane: HCCL borrows once, the collective fails, the ladder
    // takes over without waiting for training to stop.
    void aSecondLossOnTheBorrowingServerEscalates()
    {
        Bench b(a3(), PipelineMode::Auto, {.journaled = true});
        rideABorrowedLane(b);
        b.linkFault(b.nodeOfRank(1), 5);
        QTRY_VERIFY_WITH_TIMEOUT(b.tick() && b.realWritesTo(QStringLiteral("pods")) > 0, 5000);
        QVERIFY(b.only());   // joined, not a second incident
        QVERIFY(!b.only()->borrowedLane);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QVERIFY(b.only()->decision.isolateDevice);
        QVERIFY(b.journaled(RecordKind::Escalated, {QLatin1String("a second link loss")}));
    }

    // A person's request whose action had not left when the pipeline
    // stopped is not sent on their behalf afterwards.
    void aPersonsRequestIsNotSentAfterARestart()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        ManualRequest rollback;
        rollback.action = RecoveryAction::Rollback;
        rollback.job = QStringLiteral("default/mindx-a2");
        rollback.requestedBy = QStringLiteral("tester");
        QTRY_VERIFY(b.pipeline->detector().hasScanned());   // (a request before is refused)
        const QString id = b.pipeline->runManual(rollback);
        QVERIFY(!id.isEmpty());
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-2"));   // before the Lease answered
        QTRY_VERIFY_WITH_TIMEOUT(b.only() && b.only()->state == IncidentState::NeedsPerson, 5000);
        QCOMPARE(b.only()->id, id);
        QVERIFY2(b.only()->outcome.contains(QLatin1String("ask again")), qPrintable(b.only()->outcome));
        QTest::qWait(300);
        QCOMPARE(b.realWritesTo(QStringLiteral("jobs/mindx-a2")), 0);
    }

    // --- A person's request during a recovery -----------------------------------

    void aPersonSupersedesARecoveryInFlight()
    {
        Bench b(a2(true), PipelineMode::Auto);
        b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        const QString first = b.only()->id;
        ManualRequest rollback;
        rollback.action = RecoveryAction::Rollback;
        rollback.job = QStringLiteral("default/mindx-a2");
        rollback.requestedBy = QStringLiteral("tester");
        QVERIFY(!b.pipeline->manualRefusal(rollback).isEmpty());
        rollback.supersede = true;
        QVERIFY(b.pipeline->manualRefusal(rollback).isEmpty());
        const QString manual = b.pipeline->runManual(rollback);
        QVERIFY(!manual.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->incident(manual)->state == IncidentState::Verifying, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(b.pipeline->incident(first)->coveredBy, manual, 5000);
        QVERIFY(b.pipeline->incident(manual)->linked.contains(first));
    }

    void hangIsJudgedOnTheClockAndRollsBack()
    {
        Bench b(a2(true), PipelineMode::Auto);
        b.stepTo(700);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(700));
        b.clock.advance(30000);
        QTest::qWait(700);
        QVERIFY(b.pipeline->incidents().empty());   // 30 s without a step is not a hang
        b.clock.advance(31000);
        // Past the hang time the job's log streams are asked for again (a
        // dead path is no hang); silent on the fresh ones, it is one.
        QTRY_VERIFY_WITH_TIMEOUT((b.clock.advance(500), b.only() && b.only()->first.kind == SignalKind::Hang), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(b.only()->decision.action == RecoveryAction::Rollback, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!b.cluster.api.realWrites().filter(QStringLiteral("jobs/mindx-a2")).isEmpty(), 5000);
    }
};

QTEST_GUILESS_MAIN(TestRecoveryPipeline)
#include "tst_recoverypipeline.moc"
