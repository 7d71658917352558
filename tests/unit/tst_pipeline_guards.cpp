// What keeps the pipeline from doing harm or doing too little: frequency
// rules that isolate a chip that keeps failing, hang detection and rollback,
// the circuit breaker, two pipelines on one cluster acting once, observe and
// approve modes. In memory on a manual clock (two cases also over HTTPS:
// tests/CMakeLists.txt).
#include "../support/pipelinescenario.h"

#include "kube/clusterwrites.h"
#include "kube/kubereply.h"
#include "model/maintenancepause.h"

#include <QSignalSpy>

using namespace scenario;
using journal::RecordKind;

class TestPipelineGuards : public QObject
{
    Q_OBJECT

    static std::vector<pipeline::Incident> inState(const PipelineInstance &p, pipeline::IncidentState state)
    {
        std::vector<pipeline::Incident> out;
        for (const pipeline::Incident &incident : Scenario::incidents(p))
            if (incident.state == state)
                out.push_back(incident);
        return out;
    }

private slots:
    void repeatedFaultsIsolateByFrequencyRule()
    {
        // 80B78000 is RestartNPU in faultCode.json; faultCustomization.json
        // makes it ManuallySeparateNPU when seen twice in 24 h.
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const QString spare = s.spareNode();
        QVERIFY(!spare.isEmpty());
        QVERIFY(s.inject(QStringLiteral("npu-fault"), spare, 2, QStringLiteral("80B78000"), 1));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 20000);
        QCOMPARE(Scenario::incidents(*p).front().fault.handling, FaultHandling::RestartNPU);
        QCOMPARE(Scenario::incidents(*p).front().decision.action, pipeline::RecoveryAction::None);
        const QString key = QStringLiteral("kube-system/mindx-dl-deviceinfo-") + spare;
        // The first occurrence clears before the second comes.
        QTRY_VERIFY_WITH_TIMEOUT(!fields::text(*p->watch->configMaps()->object(key), {"data", "DeviceInfoCfg"})
                                      .contains(QLatin1String("80B78000")), 10000);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), spare, 2, QStringLiteral("80B78000"), 1));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::incidents(*p).size() == 2 && Scenario::allResolved(*p), 20000);
        const pipeline::Incident second = Scenario::incidents(*p).back();
        QCOMPARE(second.fault.handling, FaultHandling::ManuallySeparateNPU);
        QVERIFY2(second.fault.escalation.contains(QLatin1String("frequency rule")), qPrintable(second.fault.escalation));
        QCOMPARE(second.decision.action, pipeline::RecoveryAction::Isolate);
        QVERIFY(fields::text(*p->watch->configMaps()->object(key), {"data", "ManuallySeparateNPU"})
                    .contains(QLatin1String("Ascend910-2")));
        // One isolation. (Its write may be sent twice: the device plugin
        // rewrites device-info as the short fault clears, and a write refused
        // with 409 is planned again from the fresh object.)
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Verified, QStringLiteral("isolate")), 1);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Resolved, QStringLiteral("isolate")), 1);
    }

    void hangIsDetectedAndRolledBack()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident incident = Scenario::incidents(*p).front();
        QCOMPARE(incident.first.kind, pipeline::SignalKind::Hang);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::Rollback);
        QVERIFY(incident.stepsLost >= 0);
        QCOMPARE(s.retryCount(), 1);
        for (const auto &[name, pod] : before)
            QVERIFY(s.pods().at(name).uid != pod.uid);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("rollback")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Verified, QStringLiteral("rollback")), 1);
        const auto action = std::find_if(records.begin(), records.end(), [](const auto &r) {
            return r.kind == RecordKind::Action && r.action == QLatin1String("rollback");
        });
        const QString writes = action->details.value(QStringLiteral("writes")).toVariant().toStringList().join(QLatin1Char('|'));
        QVERIFY2(writes.contains(QLatin1String("ascendops.io/restore-checkpoint=latest")), qPrintable(writes));
        QVERIFY2(writes.contains(QLatin1String("RestartJob")), qPrintable(writes));
    }

    // A hang nobody rolls back (observe mode): about 5 minutes in,
    // MindCluster's hang detection reports 200001002 on the chip, which
    // joins the hang the log showed, said as MindCluster's; nothing is sent.
    void mindClustersHangCodeJoinsTheHangTheLogShowed()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings observe = Scenario::defaults();
        observe.mode = pipeline::PipelineMode::Observe;
        PipelineInstance *p = s.addPipeline(observe);
        QVERIFY2(p, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        const auto withCode = [&]() -> const pipeline::FaultSignal * {
            for (const auto &[id, incident] : p->pipeline->incidents())
                for (const pipeline::FaultSignal &seen : incident.evidence)
                    if (seen.codes.contains(QLatin1String("200001002")))
                        return &seen;
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(withCode() != nullptr, 60000);
        QCOMPARE(p->pipeline->incidents().size(), std::size_t(1));
        const pipeline::Incident &incident = p->pipeline->incidents().begin()->second;
        QCOMPARE(incident.first.kind, pipeline::SignalKind::Hang);
        QVERIFY(!incident.first.codes.contains(QLatin1String("200001002")));   // the log said it first
        QCOMPARE(withCode()->kind, pipeline::SignalKind::Hang);
        QVERIFY2(withCode()->message.startsWith(QStringLiteral("MindCluster's hang detection reports 200001002 on Ascend910-0 of %1")
                                                    .arg(s.nodeOfRank(1))),
                 qPrintable(withCode()->message));
        QCOMPARE(s.retryCount(), 0);
        const auto records = Scenario::journal(*p);
        QVERIFY(std::none_of(records.begin(), records.end(), [](const auto &r) { return r.kind == RecordKind::Action && !r.dryRun; }));
    }

    void manualRollbackToAnOlderCheckpoint()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo"), 40), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto checkpoint = [&] { return s.jobProgress() ? s.jobProgress()->lastCheckpoint() : -1; };
        QTRY_VERIFY_WITH_TIMEOUT(checkpoint() >= 200, 30000);
        const int latest = checkpoint();
        pipeline::ManualRequest request;
        request.action = pipeline::RecoveryAction::Rollback;
        request.job = QStringLiteral("default/") + fields::text(*s.job(), {"metadata", "name"});
        request.rollbackStep = 100;
        request.requestedBy = QStringLiteral("tester");
        // The preview shows exactly the writes, and writes nothing.
        bool previewed = false;
        p->pipeline->previewManual(request, [&](const pipeline::ActionOutcome &outcome) {
            previewed = outcome.ok && outcome.dryRun && outcome.steps.size() == 2
                     && outcome.steps[0].diff.join(QLatin1Char(' ')).contains(QLatin1String("restore-checkpoint"));
        });
        QTRY_VERIFY_WITH_TIMEOUT(previewed, 10000);
        QCOMPARE(s.retryCount(), 0);
        const QString id = p->pipeline->runManual(request);
        QTRY_COMPARE_WITH_TIMEOUT(int(p->pipeline->incident(id)->state), int(pipeline::IncidentState::Resolved), 60000);
        QCOMPARE(s.retryCount(), 1);
        // Training went back to step 100, as the job's log says it loaded;
        // everything after it is lost.
        QTRY_COMPARE_WITH_TIMEOUT(s.jobProgress()->checkpointLoaded, 100LL, 30000);
        QVERIFY(latest > 100);
        QVERIFY(fields::text(*s.job(), {"metadata", "annotations", "ascendops.io/restore-checkpoint"}).isEmpty());
    }

    void faultsOnAThirdOfTheNodesTripTheBreaker()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.settleMs = 3000;   // the four faults arrive within it even on a busy machine
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        for (int rank = 1; rank <= 4; ++rank)   // 4 of the 10 nodes
            QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(rank), 0, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(p->pipeline->breakerTripped(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(inState(*p, pipeline::IncidentState::AwaitingApproval).size(), std::size_t(1), 5000);
        QVERIFY2(p->pipeline->breakerReason().contains(QLatin1String("4 nodes")), qPrintable(p->pipeline->breakerReason()));
        // Nothing was written: the failed pods wait for a person.
        QTest::qWait(2000);
        for (const auto &[name, pod] : before)
            QCOMPARE(s.pods().at(name).uid, pod.uid);
        const auto records = Scenario::journal(*p);
        QVERIFY(std::any_of(records.begin(), records.end(), [](const auto &r) { return r.kind == RecordKind::Breaker; }));
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
    }

    // A person paused automatic recovery on the server (ascend-ops-cli node
    // pause): in auto mode the pipeline asks them instead of acting, says
    // why, and writes nothing.
    void aPausedServerIsLeftToAPerson()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const QString node = s.nodeOfRank(2);
        const QString pause = pauseAnnotation({QStringLiteral("replacing optics"), QStringLiteral("ops"), QStringLiteral("2026-11-29T10:00:00Z")});
        kube::KubeReply *reply = kube::patchAnnotations(*p->client, kube::ResourceType::nodes(), QString(), node,
                                                        {{QLatin1String(kRecoveryPausedAnnotation), pause}}, false);
        QSignalSpy done(reply, &kube::KubeReply::finished);
        QVERIFY((reply->isFinished() || done.wait(10000)) && reply->isOk());
        QTRY_VERIFY_WITH_TIMEOUT(pauseOf(*p->watch->nodes()->object(node)).has_value(), 10000);
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 1, QStringLiteral("80E18402")));
        QTRY_COMPARE_WITH_TIMEOUT(inState(*p, pipeline::IncidentState::AwaitingApproval).size(), std::size_t(1), 20000);
        const QString reason = inState(*p, pipeline::IncidentState::AwaitingApproval).front().outcome;
        QVERIFY2(reason == QStringLiteral("automatic recovery is paused on %1 (paused by ops since 2026-11-29T10:00:00Z: "
                                          "replacing optics): a person decides").arg(node),
                 qPrintable(reason));
        QTest::qWait(2000);
        for (const auto &[name, pod] : before)
            QCOMPARE(s.pods().at(name).uid, pod.uid);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
    }

    void twoPipelinesActOnce()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *a = s.addPipeline(Scenario::defaults(QStringLiteral("console-a")));
        PipelineInstance *b = s.addPipeline(Scenario::defaults(QStringLiteral("controller-b")));
        QVERIFY2(a && b, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 7, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*a) && Scenario::allResolved(*b), 60000);
        const int acted = Scenario::count(Scenario::journal(*a), RecordKind::Action, QStringLiteral("pod-reschedule"))
                        + Scenario::count(Scenario::journal(*b), RecordKind::Action, QStringLiteral("pod-reschedule"));
        QCOMPARE(acted, 1);
        const QString outcomes = Scenario::incidents(*a).front().outcome + QLatin1Char('|') + Scenario::incidents(*b).front().outcome;
        QVERIFY2(outcomes.contains(QLatin1String("another pipeline")), qPrintable(outcomes));
    }

    void observeModeWritesNothing()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.mode = pipeline::PipelineMode::Observe;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 1, QStringLiteral("80E18402")));
        QTRY_COMPARE_WITH_TIMEOUT(inState(*p, pipeline::IncidentState::Observed).size(), std::size_t(1), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("pod-reschedule"), true), 1, 10000);
        QTest::qWait(2000);
        for (const auto &[name, pod] : before)
            QCOMPARE(s.pods().at(name).uid, pod.uid);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("pod-reschedule"), false), 0);
    }

    void approveModeActsOnlyWhenApproved()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.mode = pipeline::PipelineMode::Approve;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        QSignalSpy asked(p->pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(3), 2, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 20000);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
        p->pipeline->approve(asked.first().at(0).toString(), QStringLiteral("tester"));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 1);
        QVERIFY(std::any_of(records.begin(), records.end(),
                            [](const auto &r) { return r.reason.startsWith(QLatin1String("approved by tester")); }));
    }
};

QTEST_GUILESS_MAIN(TestPipelineGuards)
#include "tst_pipeline_guards.moc"
