// Faults that overlap and pipelines that restart, on the embedded cluster
// in memory on a manual clock: a second fault on a job that is still recovering is
// decided and acted on (auto) or asked about (approve); a pipeline started
// again mid-recovery picks its incident up from the journal and acts on
// nothing twice; the recovery's own phases are never taken for a hang.
#include "../support/pipelinescenario.h"

using namespace scenario;
using pipeline::IncidentState;
using journal::RecordKind;
using pipeline::RecoveryAction;

class TestPipelineOverlap : public QObject
{
    Q_OBJECT

    // The incident that holds the hardware fault of that server. (A pod
    // failure can reach the pipeline before its server's fault does, and then
    // joins the job's newest incident as that fault's consequence.)
    static const pipeline::Incident *incidentOn(const PipelineInstance &instance, const QString &node)
    {
        for (const auto &[id, incident] : instance.pipeline->incidents())
            for (const pipeline::FaultSignal &signal : incident.evidence)
                if (signal.node == node && !signal.isConsequence())
                    return &incident;
        return nullptr;
    }

    // Two SeparateNPU faults on two servers of the job, the second while the
    // first's pod move is verifying: each pod moves, the job never restarts.
    void secondFaultDuringARecovery(pipeline::PipelineMode mode)
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings settings = Scenario::defaults();
        settings.mode = mode;
        settings.breaker.maxNodes = 4;
        PipelineInstance *p = s.addPipeline(settings);
        QVERIFY2(p, qPrintable(s.error()));
        QSignalSpy asked(p->pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded);
        QObject::connect(p->pipeline.get(), &pipeline::RecoveryPipeline::approvalNeeded, p->pipeline.get(),
                         [p](const QString &id) { p->pipeline->approve(id, QStringLiteral("scenario")); });
        const auto before = s.pods();
        const QString first = s.nodeOfRank(1), second = s.nodeOfRank(4);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), first, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(incidentOn(*p, first) && incidentOn(*p, first)->state == IncidentState::Verifying, 30000);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), second, 3, QStringLiteral("80E18402")));
        QTRY_VERIFY2_WITH_TIMEOUT(p->pipeline->incidents().size() == 2 && Scenario::allResolved(*p),
                                  qPrintable(Scenario::describe(*p)), 90000);
        for (const QString &node : {first, second}) {
            const pipeline::Incident *incident = incidentOn(*p, node);
            QVERIFY(incident);
            QCOMPARE(incident->decision.action, RecoveryAction::PodReschedule);
        }
        QVERIFY2(incidentOn(*p, first)->id != incidentOn(*p, second)->id, qPrintable(Scenario::describe(*p)));
        const auto after = s.pods();
        for (const auto &[name, pod] : before) {
            const bool faulty = pod.node == first || pod.node == second;
            QVERIFY2((after.at(name).uid != pod.uid) == faulty, qPrintable(name));
            if (faulty)
                QVERIFY2(after.at(name).node != pod.node, qPrintable(name + QStringLiteral(" came back on its faulty server")));
        }
        QCOMPARE(s.retryCount(), 0);
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 2);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("job-reschedule")), 0);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("rollback")), 0);
        if (mode == pipeline::PipelineMode::Approve)
            QCOMPARE(asked.size(), 2);
        else
            QCOMPARE(asked.size(), 0);
    }

private slots:
    void secondFaultDuringARecoveryAuto() { secondFaultDuringARecovery(pipeline::PipelineMode::Auto); }
    void secondFaultDuringARecoveryApprove() { secondFaultDuringARecovery(pipeline::PipelineMode::Approve); }

    // The pipeline dies while its pod move verifies; the next one picks the
    // incident up from the journal, takes the job's Lease over and finishes
    // the recovery. One incident, one action, however often it starts.
    void aRestartedPipelinePicksTheIncidentUp()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        const QString node = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), node, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(incidentOn(*p, node) && incidentOn(*p, node)->state == IncidentState::Verifying, 30000);
        const QString id = incidentOn(*p, node)->id;
        QVERIFY2(s.restartPipeline(*p, Scenario::defaults(QStringLiteral("pipeline-a-again"))), qPrintable(s.error()));
        QVERIFY(p->pipeline->incident(id));
        QVERIFY(p->pipeline->incident(id)->pickedUp);
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 90000);
        QCOMPARE(p->pipeline->incidents().size(), std::size_t(1));
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("pod-reschedule")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Resolved, QStringLiteral("pod-reschedule")), 1);
        QCOMPARE(s.retryCount(), 0);
        // The fault still present joined the incident read back: none was opened again.
        QVERIFY(std::none_of(records.begin(), records.end(), [&](const journal::JournalRecord &r) {
            return r.kind == RecordKind::Detected && r.incidentId != id;
        }));
    }

    void anObservedIncidentIsAskedAboutAfterARestartInApproveMode()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a3-demo")), qPrintable(s.error()));
        pipeline::PipelineSettings observe = Scenario::defaults();
        observe.mode = pipeline::PipelineMode::Observe;
        PipelineInstance *p = s.addPipeline(observe);
        QVERIFY2(p, qPrintable(s.error()));
        const QString node = s.nodeOfRank(2);
        QVERIFY(s.inject(QStringLiteral("npu-fault"), node, 5, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(incidentOn(*p, node) && incidentOn(*p, node)->state == IncidentState::Observed, 30000);
        const QString id = incidentOn(*p, node)->id;
        pipeline::PipelineSettings approve = Scenario::defaults(QStringLiteral("pipeline-a-approve"));
        approve.mode = pipeline::PipelineMode::Approve;
        QVERIFY2(s.restartPipeline(*p, approve), qPrintable(s.error()));
        QTRY_VERIFY_WITH_TIMEOUT(p->pipeline->incident(id) && p->pipeline->incident(id)->state == IncidentState::AwaitingApproval, 10000);
        QCOMPARE(p->pipeline->incidents().size(), std::size_t(1));
    }

    // After a job restart the embedded job sets up links, loads its
    // checkpoint and compiles without stepping, far longer than this
    // pipeline's hang time (3 s): none of it is a hang, and no rollback follows.
    void recoveryPhasesAreNotAHang()
    {
        Scenario s;
        QVERIFY2(s.start(QStringLiteral("a2-small"), 5), qPrintable(s.error()));
        PipelineInstance *p = s.addPipeline();
        QVERIFY2(p, qPrintable(s.error()));
        QVERIFY(s.inject(QStringLiteral("npu-fault"), s.nodeOfRank(1), 2, QStringLiteral("80E18402")));
        QTRY_VERIFY_WITH_TIMEOUT(Scenario::allResolved(*p), 120000);
        QTest::qWait(4000);   // more than the hang time after training resumed
        const auto records = Scenario::journal(*p);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("job-reschedule")), 1);
        QCOMPARE(Scenario::count(records, RecordKind::Action, QStringLiteral("rollback")), 0);
        for (const journal::JournalRecord &record : records)
            QVERIFY2(record.details.value(QStringLiteral("signal")).toString() != QLatin1String("hang"), qPrintable(record.reason));
    }
};

QTEST_GUILESS_MAIN(TestPipelineOverlap)
#include "tst_pipeline_overlap.moc"
