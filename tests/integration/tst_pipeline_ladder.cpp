// The recovery ladder on the embedded cluster through the real API: each
// scenario injects one fault and checks what the pipeline decided, what it
// wrote to its journal and what the cluster looks like afterwards.
#include "../support/pipelinescenario.h"

#include "kube/clusterwrites.h"

using namespace scenario;
using pipeline::RecordKind;

class TestPipelineLadder : public QObject
{
    Q_OBJECT

    static const pipeline::Incident &only(const PipelineInstance &instance)
    {
        static pipeline::Incident none;
        const auto &all = instance.pipeline->incidents();
        return all.size() == 1 ? all.begin()->second : none;
    }

private slots:
    void shortFlapRidesOnOperatorRetry()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-flap"), s.nodeOfRank(1), 3, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 40000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::OpRetryWait);
        QCOMPARE(incident.fault.component, pipeline::Component::Link);
        QCOMPARE(incident.fault.plane, pipeline::Plane::Roce);
        QVERIFY(incident.decision.waitMs > 0);
        QCOMPARE(incident.stepsLost, 0);
        // No pod was recreated and the job was not restarted.
        const auto after = s.pods();
        QCOMPARE(after.size(), before.size());
        for (const auto &[name, pod] : before)
            QCOMPARE(after.at(name).uid, pod.uid);
        QCOMPARE(s.retryCount(), 0);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("op-retry-wait")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Verified, QStringLiteral("op-retry-wait")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("job-reschedule")), 0);
    }

    void flapWithoutRetryEscalates()
    {
        // a2-small enables neither operator retry nor pod-level rescheduling.
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-flap"), s.nodeOfRank(1), 2, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::JobReschedule);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("operator retry is not enabled")), qPrintable(incident.decision.reason));
        QVERIFY2(incident.decision.reason.contains(QLatin1String("pod-level rescheduling")), qPrintable(incident.decision.reason));
        const auto after = s.pods();
        for (const auto &[name, pod] : before)
            QVERIFY2(after.at(name).uid != pod.uid, qPrintable(name));
        QCOMPARE(s.retryCount(), 1);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("op-retry-wait")), 0);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("job-reschedule")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Resolved, QStringLiteral("job-reschedule")), 1);
    }

    void separateNpuReschedulesOnePodAndIsolatesTheChip()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        const QString node = s.nodeOfRank(2);
        QString faultyPod;
        for (const auto &[name, pod] : before)
            if (pod.rank == 2)
                faultyPod = name;
        QVERIFY(s.inject(QStringLiteral("npu-fault"), node, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        QCOMPARE(incident.fault.handling, FaultHandling::SeparateNPU);
        QVERIFY(incident.decision.isolateDevice);
        const auto after = s.pods();
        for (const auto &[name, pod] : before) {
            if (name == faultyPod) {
                QVERIFY(after.at(name).uid != pod.uid);
                QVERIFY2(after.at(name).node != node, "the pod came back on the faulty server");
            } else {
                QCOMPARE(after.at(name).uid, pod.uid);
            }
        }
        QCOMPARE(s.retryCount(), 0);
        const auto deviceInfo = p->watch->configMaps()->object(QStringLiteral("kube-system/mindx-dl-deviceinfo-") + node);
        QVERIFY(deviceInfo);
        QVERIFY(fields::text(*deviceInfo, {"data", "ManuallySeparateNPU"}).split(QLatin1Char(',')).contains(QLatin1String("Ascend910-5")));
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Verified, QStringLiteral("pod-reschedule")), 1);
        const auto resolved = std::find_if(records.begin(), records.end(), [](const auto &r) { return r.kind == RecordKind::Resolved; });
        QVERIFY(resolved != records.end());
        QVERIFY(resolved->details.value(QStringLiteral("phasesMs")).toObject().contains(QStringLiteral("rescheduling")));
    }

    void separateNpuWithoutPodReschedulingRestartsTheJob()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        const QString node = s.nodeOfRank(1);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), node, 4, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::JobReschedule);
        const auto after = s.pods();
        for (const auto &[name, pod] : before)
            QVERIFY(after.at(name).uid != pod.uid);
        for (const auto &[name, pod] : after)
            QVERIFY2(pod.node != node, "a pod came back on the server with the separated chip");
        QCOMPARE(s.retryCount(), 1);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("job-reschedule")), 1);
    }

    void faultUnderRankZeroRestartsTheJob()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(0), 1, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::JobReschedule);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("rank 0")), qPrintable(incident.decision.reason));
        const auto after = s.pods();
        for (const auto &[name, pod] : before)
            QVERIFY(after.at(name).uid != pod.uid);
        QCOMPARE(s.retryCount(), 1);
    }

    void processLevelRecoveryRestartsInPlace()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        // The job allows process-level recovery, as an operator sets it.
        const QString job = fields::text(*s.job(), {"metadata", "name"});
        kube::KubeReply *patched = kube::patchAnnotations(*p->client, kube::ResourceType::volcanoJobs(), QStringLiteral("default"),
                                                          job, {{QStringLiteral("recover-strategy"), QStringLiteral("recover-in-place")}}, false);
        QSignalSpy done(patched, &kube::KubeReply::finished);
        QVERIFY(done.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(fields::text(*s.job(), {"metadata", "annotations", "recover-strategy"}) == QLatin1String("recover-in-place"), 10000);
        const auto before = s.pods();
        // 80C98000 is RestartRequest: re-running the work fixes it.
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(2), 6, QStringLiteral("80C98000"), 2));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident incident = Scenario::incidents(*p).front();
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::ProcessRecover);
        QCOMPARE(incident.fault.handling, FaultHandling::RestartRequest);
        // Nothing was recreated or rescheduled: the processes restarted in their pods.
        const auto after = s.pods();
        for (const auto &[name, pod] : before) {
            QCOMPARE(after.at(name).uid, pod.uid);
            QCOMPARE(after.at(name).phase, QStringLiteral("Running"));
        }
        QCOMPARE(s.retryCount(), 0);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Verified, QStringLiteral("process-recover")), 1);
    }

    void nodeDownReschedulesItsPodElsewhere()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        const QString node = s.nodeOfRank(3);
        QVERIFY(s.inject(QStringLiteral("node-down"), node));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        QVERIFY(incident.decision.isolateNode);
        QCOMPARE(incident.fault.component, pipeline::Component::Server);
        int moved = 0;
        const auto after = s.pods();
        for (const auto &[name, pod] : before) {
            if (pod.node == node) {
                QVERIFY(after.at(name).node != node);
                ++moved;
            } else {
                QCOMPARE(after.at(name).uid, pod.uid);
            }
        }
        QCOMPARE(moved, 1);
        const auto nodeObject = p->watch->nodes()->object(node);
        QVERIFY(nodeObject);
        QCOMPARE(fields::text(*nodeObject, {"metadata", "labels", "ascendops.io/isolated"}), QStringLiteral("true"));
        QVERIFY(nodeObject->value("spec", Json::object()).value("unschedulable", false));
    }
};

QTEST_GUILESS_MAIN(TestPipelineLadder)
#include "tst_pipeline_ladder.moc"
