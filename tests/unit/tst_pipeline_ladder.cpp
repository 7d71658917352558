// The recovery ladder on the embedded cluster, in memory on a manual clock
// (some cases also over HTTPS: tests/CMakeLists.txt): each scenario injects
// one fault and checks what the pipeline decided, what it wrote to its
// journal and what the cluster looks like afterwards.
#include "../support/pipelinescenario.h"

#include "formats/jsonreader.h"
#include "formats/ranktablevalidator.h"
#include "kube/clusterwrites.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

using namespace scenario;
using journal::RecordKind;

class TestPipelineLadder : public QObject
{
    Q_OBJECT

    static const pipeline::Incident &only(const PipelineInstance &instance)
    {
        static pipeline::Incident none;
        const auto &all = instance.pipeline->incidents();
        return all.size() == 1 ? all.begin()->second : none;
    }

    static const pipeline::Incident *borrowing(const PipelineInstance &instance)
    {
        for (const auto &[id, incident] : instance.pipeline->incidents())
            if (incident.borrowedLane && incident.state == pipeline::IncidentState::AwaitingApproval)
                return &incident;
        return nullptr;
    }

    static bool samePods(const std::map<QString, PodState> &before, const std::map<QString, PodState> &after)
    {
        return after.size() == before.size() && std::all_of(before.begin(), before.end(), [&](const auto &entry) {
            const auto it = after.find(entry.first);
            return it != after.end() && it->second.uid == entry.second.uid;
        });
    }

    // Nothing was sent or previewed: the journal holds no action record.
    static bool noActionRecorded(const std::vector<journal::JournalRecord> &records)
    {
        return std::none_of(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Action;
        });
    }

private slots:
    void lastingLinkLossRidesTheBorrowedLane()
    {
        // a3-demo: L1 and L2 retry on, and the operator's 1.2 table gives
        // every die its partner's NIC as backup_device_ip.
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-down"), s.nodeOfRank(1), 3));
        QTRY_VERIFY2_WITH_TIMEOUT(borrowing(*p), qPrintable(only(*p).outcome), 40000);
        const pipeline::Incident incident = *borrowing(*p);
        QCOMPARE(incident.fault.plane, pipeline::Plane::Roce);
        QCOMPARE(incident.history.front().action, pipeline::RecoveryAction::OpRetryWait);
        // The repair is proposed for a person: the pod moved, the chip isolated.
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        QVERIFY(incident.decision.isolateDevice);
        QVERIFY2(incident.outcome.contains(QLatin1String("borrowed lane")), qPrintable(incident.outcome));
        QVERIFY2(incident.outcome.contains(QLatin1String("checkpoint")), qPrintable(incident.outcome));
        QCOMPARE(incident.stepsLost, 0);
        // Training goes on: no pod recreated, the steps advance, in auto mode nothing written.
        const qint64 stepNow = s.step();
        QTRY_VERIFY_WITH_TIMEOUT(s.step() > stepNow + 5, 20000);
        QVERIFY(samePods(before, s.pods()));
        QCOMPARE(s.retryCount(), 0);
        QVERIFY2(borrowing(*p), qPrintable(only(*p).outcome));
        auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Verified, QStringLiteral("op-retry-wait")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
        QVERIFY(std::any_of(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Decided && r.details.value(QStringLiteral("borrowedLane")).toBool();
        }));
        // A person schedules the repair: the pod moves, the job trains again.
        p->pipeline->approve(incident.id, QStringLiteral("operator"));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 1);
        QVERIFY(s.pods().size() == before.size() && !samePods(before, s.pods()));
    }

    void secondLossInTheDomainSkipsRetry()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("link-down"), s.nodeOfRank(1), 3));
        QTRY_VERIFY_WITH_TIMEOUT(borrowing(*p), 40000);
        const QString first = borrowing(*p)->id;
        // Another die of the same job loses its link: borrowing happened
        // once in this domain and does not switch back.
        QVERIFY(s.inject(QStringLiteral("link-down"), s.nodeOfRank(2), 5));
        const auto second = [&]() -> const pipeline::Incident * {
            for (const auto &[id, incident] : p->pipeline->incidents())
                if (id != first && !incident.decision.reason.isEmpty() && incident.state != pipeline::IncidentState::Settling)
                    return &incident;
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(second(), 20000);
        QVERIFY(second()->history.empty());   // its first decision, not an escalation
        QVERIFY(second()->decision.action != pipeline::RecoveryAction::OpRetryWait);
        QVERIFY2(second()->decision.reason.contains(QLatin1String("already runs on a borrowed lane")),
                 qPrintable(second()->decision.reason));
        QVERIFY2(second()->decision.reason.contains(first), qPrintable(second()->decision.reason));
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("op-retry-wait")), 1);
    }

    void lossWithoutBackupNicsEscalatesAsBefore()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo"), 20, {QStringLiteral("--no-backup-nics")}), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-down"), s.nodeOfRank(1), 3));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QVERIFY(!incident.borrowedLane);
        QCOMPARE(incident.history.front().action, pipeline::RecoveryAction::OpRetryWait);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        const auto records = Scenario::journal(*p);
        QVERIFY(std::any_of(records.begin(), records.end(), [](const journal::JournalRecord &r) {
            // The link still down when the window ends, or the collective failing at its end (the pod).
            return r.kind == RecordKind::Escalated && r.reason.contains(QLatin1String("operator-retry window"));
        }));
        QVERIFY(!samePods(before, s.pods()));
    }

    void modelArtsHangIsLeftToThePlatform()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo"), 20, {QStringLiteral("--platform"), QStringLiteral("modelarts")}),
                 qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.detector.hangMs = 1000;   // seen before ModelArts restarts it (60 s modeled, 3 s here)
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("hang"), s.nodeOfRank(1)));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QVERIFY(incident.decision.platformOwned);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("hang-retry")), qPrintable(incident.decision.reason));
        QCOMPARE(incident.outcome, QStringLiteral("ModelArts brought the job back: no pod recreated (the processes restarted in their pods)"));
        QCOMPARE(incident.recoveredBy, QStringLiteral("modelarts"));
        // Nothing written: no pod recreated, no restart, no action record.
        QVERIFY(samePods(before, s.pods()));
        QCOMPARE(s.retryCount(), 0);
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
    }

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

    // Seeds 000 and 001: a parameter-plane fault may not affect the job. A
    // 3 s flap on a2-small (no operator retry, no pod-level rescheduling) is
    // ridden out by the NIC's retransmission: the incident says it waits for
    // the job to be affected, and ends with the link, nothing written.
    void aFlapThatStopsNothingIsLeftAlone()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-flap"), s.nodeOfRank(1), 2, {}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QVERIFY(incident.decision.awaitImpact);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("Nothing is done unless the job is affected")),
                 qPrintable(incident.decision.reason));
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::None);
        QVERIFY2(incident.outcome.contains(QLatin1String("was not affected")), qPrintable(incident.outcome));
        QVERIFY(samePods(before, s.pods()));
        QCOMPARE(s.retryCount(), 0);
        QVERIFY(noActionRecorded(Scenario::journal(*p)));
    }

    // A flap longer than the retransmission: the collective meets the broken
    // link, the watchdog ends the process, the pod fails. That is when the
    // pipeline acts, on the next rung: a job restart on a2-small.
    void aFlapTheJobDoesNotSurviveIsRecovered()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("link-flap"), s.nodeOfRank(1), 2, {}, 40));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::JobReschedule);
        QVERIFY(std::any_of(incident.evidence.begin(), incident.evidence.end(), [](const pipeline::FaultSignal &signal) {
            return signal.kind == pipeline::SignalKind::PodFailed;
        }));
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
        const QJsonObject phases = resolved->details.value(QStringLiteral("phasesMs")).toObject();
        QVERIFY(phases.contains(QStringLiteral("rescheduling")));
        // The embedded job reports what its processes do after the restart:
        // checkpoint loading and compilation are timed apart.
        QVERIFY2(phases.value(QStringLiteral("checkpoint load")).toDouble() > 0, QJsonDocument(phases).toJson().constData());
        QVERIFY2(phases.value(QStringLiteral("compile")).toDouble() > 0, QJsonDocument(phases).toJson().constData());
        QVERIFY(!phases.contains(QStringLiteral("checkpoint and compile")));
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
        // The restart's phases as the new pods' logs said them (Megatron's
        // "loading checkpoint", "successfully loaded"), in order, and the
        // steps lost from the checkpoint the new run loaded.
        const pipeline::IncidentTimeline &t = incident.timeline;
        QVERIFY2(t.rankTableMs > 0 && t.checkpointLoadMs >= t.rankTableMs && t.compileMs > t.checkpointLoadMs
                     && t.resumedMs >= t.compileMs,
                 qPrintable(QStringLiteral("%1 %2 %3 %4").arg(t.rankTableMs).arg(t.checkpointLoadMs).arg(t.compileMs).arg(t.resumedMs)));
        QCOMPARE(incident.checkpointStep, s.jobProgress()->checkpointLoaded);
        QVERIFY(incident.stepsLost >= 0 && incident.stepsLost < 100);   // a checkpoint every 100 steps
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

    // A switch port that asks for a restart and clears within the retry
    // window: the switches routed around it, retry re-executed, nothing moved;
    // credited once the switch fault has cleared.
    void hccsFaultRiddenOutOnceTheRouteConverges()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("switch-fault"), s.nodeOfRank(2), -1, QStringLiteral("[0x00f1fef5,155914,npu,na]"), 3));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 40000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.fault.plane, pipeline::Plane::Hccs);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::OpRetryWait);
        QVERIFY2(incident.decision.reason.contains(QLatin1String("switch fault clears")), qPrintable(incident.decision.reason));
        QVERIFY(samePods(before, s.pods()));
        QCOMPARE(s.retryCount(), 0);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Verified, QStringLiteral("op-retry-wait")), 1);
    }

    void separatedSwitchPortMovesThePodAndCordonsTheServer()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        const QString node = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("switch-fault"), node, -1, QStringLiteral("[0x00f103b0,155907,na,na]")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.first.kind, pipeline::SignalKind::SwitchFault);
        QCOMPARE(incident.fault.component, pipeline::Component::Switch);
        QCOMPARE(incident.fault.plane, pipeline::Plane::Hccs);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        QVERIFY(incident.decision.isolateNode);
        const auto after = s.pods();
        for (const auto &[name, pod] : before) {
            if (pod.node == node)
                QVERIFY2(after.at(name).node != node, "the pod came back on the server with the separated switch port");
            else
                QCOMPARE(after.at(name).uid, pod.uid);
        }
        QCOMPARE(s.retryCount(), 0);
        const auto nodeObject = p->watch->nodes()->object(node);
        QVERIFY(nodeObject);
        QVERIFY(nodeObject->value("spec", Json::object()).value("unschedulable", false));
        const auto records = Scenario::journal(*p);
        const auto classified = std::find_if(records.begin(), records.end(),
                                             [](const auto &r) { return r.kind == RecordKind::Classified; });
        QVERIFY(classified != records.end());
        QCOMPARE(classified->details.value(QStringLiteral("component")).toString(), QStringLiteral("switch"));
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 1);
    }

    // An alarm Event of the device plugin, with no device-info change at
    // all, is enough to open the incident; its Recovery clears the fault.
    void deviceAlarmEventAloneOpensAnIncident()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.mode = pipeline::PipelineMode::Observe;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        const QString node = s.nodeOfRank(2);
        const auto alarm = [&](const char *assertion) {
            const QString message = QStringLiteral("device fault, nodeName:%1, assertion:%2, cardID:1, deviceID:1, "
                                                   "faultCodes:80E18402, faultLevelName:SeparateNPU, alarmRaisedTime:%3")
                                        .arg(node, QLatin1String(assertion),
                                             QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
            const Json event{{"apiVersion", "v1"}, {"kind", "Event"},
                             {"metadata", {{"generateName", "alarm-"}, {"namespace", "kube-system"}}},
                             {"involvedObject", {{"kind", "Node"}, {"name", node.toStdString()}}},
                             {"type", std::string(assertion) == "Occur" ? "Warning" : "Normal"}, {"reason", assertion},
                             {"message", message.toStdString()}, {"count", 1}};
            kube::KubeReply *reply = p->client->create(kube::ResourceType::events(), QStringLiteral("kube-system"), event);
            QSignalSpy done(reply, &kube::KubeReply::finished);
            return done.wait(10000) && reply->isOk();
        };
        QVERIFY(alarm("Occur"));
        QTRY_VERIFY_WITH_TIMEOUT(!p->pipeline->incidents().empty()
                                     && only(*p).state == pipeline::IncidentState::Observed, 20000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.first.kind, pipeline::SignalKind::DeviceFault);
        QCOMPARE(incident.first.node, node);
        QCOMPARE(incident.first.die, 3);   // card 1, chip 1 of an A3 server: logic id 1 x 2 + 1
        QVERIFY2(incident.first.message.contains(QLatin1String("device plugin alarm")), qPrintable(incident.first.message));
        QCOMPARE(incident.fault.handling, FaultHandling::SeparateNPU);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        const QString key = incident.first.faultKey();
        QVERIFY(p->pipeline->detector().isActive(key));
        QVERIFY(alarm("Recovery"));
        QTRY_VERIFY_WITH_TIMEOUT(!p->pipeline->detector().isActive(key), 10000);
    }

    // An Ascend Operator that is down leaves the rank table initializing
    // after a pod is replaced: the pipeline writes the table it would write.
    void rankTableLeftInitializingIsCompletedByThePipeline()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo"), 20, {QStringLiteral("--no-rank-table-operator")}), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.rankTableGraceMs = 1500;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        const QString node = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), node, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 60000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::PodReschedule);
        const auto records = Scenario::journal(*p);
        QVERIFY(incident.timeline.rankTableMs >= incident.timeline.podsRunningMs + settings.rankTableGraceMs);
        const auto write = std::find_if(records.begin(), records.end(), [](const auto &r) {
            return r.kind == RecordKind::Action && r.details.value(QStringLiteral("write")).toString() == QLatin1String("rank-table");
        });
        QVERIFY(write != records.end());
        QVERIFY2(write->reason.contains(QLatin1String("still initializing")), qPrintable(write->reason));
        QVERIFY(!write->dryRun);
        // The table in the cluster: completed, valid, and naming the pod's new server.
        const auto map = p->watch->configMaps()->object(QStringLiteral("default/rings-config-") + incident.job.section(QLatin1Char('/'), 1));
        QVERIFY(map);
        const std::string text = fields::text(*map, {"data", "hccl.json"}).toStdString();
        const Parsed<JsonValue> parsed = parseJson(text);
        QVERIFY(parsed.ok());
        const Problems problems = validateRankTable(parsed.value());
        QVERIFY2(std::none_of(problems.begin(), problems.end(), [](const Problem &x) { return x.isError(); }),
                 qPrintable(problems.empty() ? QString() : problems.front().location()));
        const Json table = Json::parse(text);
        QCOMPARE(table.value("status", ""), std::string("completed"));
        const QString newNode = s.nodeOfRank(2);
        QVERIFY(newNode != node);
        const auto newNodeObject = p->watch->nodes()->object(newNode);
        QVERIFY(newNodeObject);
        bool named = false;
        for (const Json &server : table["server_list"])
            for (const Json &address : newNodeObject->value("status", Json::object()).value("addresses", Json::array()))
                named = named || server.value("host_ip", "") == address.value("address", "-");
        QVERIFY2(named, "the completed table does not hold the replacement server");
    }

    void subHealthSwitchCodeIsOnlyRecorded()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const auto before = s.pods();
        QVERIFY(s.inject(QStringLiteral("switch-fault"), s.nodeOfRank(1), -1, QStringLiteral("[0x00f1ff06,155910,na,na]")));
        QTRY_VERIFY_WITH_TIMEOUT(!p->pipeline->incidents().empty()
                                     && only(*p).state != pipeline::IncidentState::Settling, 20000);
        const pipeline::Incident &incident = only(*p);
        QCOMPARE(incident.fault.component, pipeline::Component::Switch);
        QCOMPARE(incident.fault.handling, FaultHandling::SubHealthFault);
        QCOMPARE(incident.decision.action, pipeline::RecoveryAction::None);
        const auto after = s.pods();
        for (const auto &[name, pod] : before)
            QCOMPARE(after.at(name).uid, pod.uid);
        QCOMPARE(Scenario::count(Scenario::journal(*p), RecordKind::Action, QStringLiteral("pod-reschedule")), 0);
    }
};

QTEST_GUILESS_MAIN(TestPipelineLadder)
#include "tst_pipeline_ladder.moc"
