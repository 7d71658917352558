// The pipeline end to end in memory: detect, classify, decide, act and verify
// against the embedded cluster's API handler and object store, with no
// socket, no TLS and no controller (the test plays the device plugin and
// Volcano), and a clock the test sets. The scenario tests in integration/
// run the same paths against the embedded cluster over HTTPS.
#include "../support/memorycluster.h"

#include "core/clock.h"
#include "formats/deviceinfocfg.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "pipeline/recoverypipeline.h"
#include "sim/controllers/devicefaultlist.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/jobobjects.h"

#include <QSignalSpy>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using ascendops::testing::MemoryCluster;
using Json = nlohmann::json;

namespace {

sim::SimPreset a2(bool podRescheduling)
{
    sim::SimPreset preset = *sim::findPreset("a2-small");
    preset.podRescheduling = podRescheduling;
    preset.faultScheduling = "external-force";   // the pipeline is the one that recovers
    return preset;
}

struct Bench
{
    MemoryCluster cluster;
    ManualClock clock;
    std::unique_ptr<RecoveryPipeline> pipeline;

    Bench(sim::SimPreset preset, PipelineMode mode) : cluster(std::move(preset))
    {
        QVERIFY(cluster.waitForSync());
        PipelineSettings settings;
        settings.mode = mode;
        settings.identity = QStringLiteral("unit-test");
        settings.settleMs = 0;
        settings.clock = &clock;
        settings.detector.hangMs = 60000;
        pipeline = std::make_unique<RecoveryPipeline>(cluster.api, cluster.watch, nullptr, settings);
        pipeline->start();
    }

    // The job's pods by rank, as stored.
    QString nodeOfRank(int rank)
    {
        const sim::ListResult pods = cluster.store.list(sim::objects::pods(), "default", {}, {});
        for (const sim::ObjectPtr &pod : pods.items)
            if (rankIndexOfPod(pod->value) == rank)
                return fields::text(pod->value, {"spec", "nodeName"});
        return {};
    }
    Json podOfRank(int rank)
    {
        const sim::ListResult pods = cluster.store.list(sim::objects::pods(), "default", {}, {});
        for (const sim::ObjectPtr &pod : pods.items)
            if (rankIndexOfPod(pod->value) == rank)
                return pod->value;
        return {};
    }

    // The device plugin reports a chip fault.
    void chipFault(const QString &node, int die, const char *code, FaultHandling level)
    {
        QVERIFY(sim::editDeviceInfo(cluster.store, node.toStdString(), [&](DeviceInfoCfg &info) {
            sim::addFaultCode(info.faults, kCardUnhealthy, info.chipName(die), code, level, clock.nowMs());
            info.unhealthy.push_back(die);
        }));
    }

    const Incident *only() const
    {
        return pipeline->incidents().size() == 1 ? &pipeline->incidents().begin()->second : nullptr;
    }
    bool onlyIn(IncidentState state) const { return only() && only()->state == state; }

    // Volcano and the scheduler: the deleted pod comes back on `node`, Running.
    void replacePod(Json pod, const QString &node)
    {
        pod["metadata"].erase("resourceVersion");
        pod["metadata"].erase("uid");
        pod["metadata"].erase("deletionTimestamp");
        pod["spec"]["nodeName"] = node.toStdString();
        pod["status"]["phase"] = "Running";
        QVERIFY(cluster.store.create(sim::objects::pods(), "default", pod, false));
    }
    // The training loop: the step counter moves.
    void stepTo(qint64 step)
    {
        const sim::StoreResult job = cluster.store.get(sim::objects::jobs(), "default", "mindx-a2");
        QVERIFY(job);
        Json value = job.object->value;
        value["metadata"]["annotations"]["sim.ascendops.io/step"] = std::to_string(step);
        QVERIFY(cluster.store.update(sim::objects::jobs(), "default", "mindx-a2", value, false));
    }
};

bool gone(sim::ObjectStore &store, const Json &pod)
{
    const sim::StoreResult now = store.get(sim::objects::pods(), "default", fields::text(pod, {"metadata", "name"}).toStdString());
    return !now || fields::text(now.object->value, {"metadata", "uid"}) != fields::text(pod, {"metadata", "uid"})
        || !fields::text(now.object->value, {"metadata", "deletionTimestamp"}).isEmpty();
}

} // namespace

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
        // Every write but the Lease's was previewed as a dry run before it was sent.
        const QStringList all = b.cluster.api.allWrites();
        for (const QString &write : real) {
            if (write.contains(QStringLiteral("/leases")))
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
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("POST")).isEmpty());
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

    void hangIsJudgedOnTheClockAndRollsBack()
    {
        Bench b(a2(true), PipelineMode::Auto);
        b.stepTo(700);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(700));
        b.clock.advance(30000);
        QTest::qWait(700);
        QVERIFY(b.pipeline->incidents().empty());   // 30 s without a step is not a hang
        b.clock.advance(31000);
        QTRY_VERIFY_WITH_TIMEOUT(b.only() && b.only()->first.kind == SignalKind::Hang, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(b.only()->decision.action == RecoveryAction::Rollback, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!b.cluster.api.realWrites().filter(QStringLiteral("jobs/mindx-a2")).isEmpty(), 5000);
    }
};

QTEST_GUILESS_MAIN(TestRecoveryPipeline)
#include "tst_recoverypipeline.moc"
