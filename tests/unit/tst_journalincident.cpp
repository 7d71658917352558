// The console's incident history from journal records: grouping by incident,
// the last decision, the outcome, the kind sequence and the phase timeline;
// the incidents a restarted pipeline reads back; and the access questions
// each recovery action needs.
#include "pipeline/incidentrecall.h"
#include "pipeline/journalincident.h"
#include "pipeline/recoveryaccess.h"

#include <QJsonObject>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;

namespace {

JournalRecord record(qint64 timeMs, const QString &incident, RecordKind kind, const QString &action, const QString &reason,
                     QJsonObject details = {})
{
    JournalRecord r;
    r.timeMs = timeMs;
    r.incidentId = incident;
    r.kind = kind;
    r.job = incident.isEmpty() ? QString() : QStringLiteral("default/train");
    r.node = QStringLiteral("node-2");
    r.device = QStringLiteral("3");
    r.level = QStringLiteral("SeparateNPU");
    r.action = action;
    r.reason = reason;
    r.details = std::move(details);
    return r;
}

} // namespace

class TestJournalIncident : public QObject
{
    Q_OBJECT

private slots:
    void recordsGroupByIncidentNewestFirst()
    {
        const QJsonObject phases{{QStringLiteral("phasesMs"),
                                  QJsonObject{{QStringLiteral("rescheduling"), 4000.0}, {QStringLiteral("detection"), 500.0},
                                              {QStringLiteral("decision"), 1500.0}, {QStringLiteral("link setup"), 2000.0},
                                              {QStringLiteral("checkpoint and compile"), 3000.0}}},
                                 {QStringLiteral("stepsLost"), 40.0}};
        const std::vector<JournalRecord> records{
            record(1000, QStringLiteral("inc-a"), RecordKind::Detected, QStringLiteral("none"), QStringLiteral("chip fault")),
            record(1100, QStringLiteral("inc-a"), RecordKind::Detected, QStringLiteral("none"), QStringLiteral("joins: pod failed")),
            record(1200, QStringLiteral("inc-a"), RecordKind::Classified, QStringLiteral("none"), QStringLiteral("die")),
            record(1300, QStringLiteral("inc-a"), RecordKind::Decided, QStringLiteral("pod-reschedule"), QStringLiteral("SeparateNPU: move the pod")),
            record(1350, {}, RecordKind::Breaker, {}, QStringLiteral("tripped")),
            record(2000, QStringLiteral("inc-b"), RecordKind::Detected, QStringLiteral("none"), QStringLiteral("link down")),
            record(2100, QStringLiteral("inc-a"), RecordKind::Escalated, QStringLiteral("pod-reschedule"), QStringLiteral("pod did not come back")),
            record(2200, QStringLiteral("inc-a"), RecordKind::Decided, QStringLiteral("job-reschedule"), QStringLiteral("restart the job")),
            record(9000, QStringLiteral("inc-a"), RecordKind::Resolved, QStringLiteral("job-reschedule"), QStringLiteral("job back"), phases),
        };
        const std::vector<JournalIncident> incidents = groupJournalIncidents(records);
        QCOMPARE(incidents.size(), std::size_t(2));
        const JournalIncident &a = incidents[0];   // last active at 9000
        QCOMPARE(a.id, QStringLiteral("inc-a"));
        QCOMPARE(a.records.size(), std::size_t(7));
        QCOMPARE(a.action, QStringLiteral("job-reschedule"));
        QCOMPARE(a.reason, QStringLiteral("restart the job"));
        QCOMPARE(a.outcome, QStringLiteral("job back"));
        QVERIFY(a.resolved);
        QCOMPARE(a.job, QStringLiteral("default/train"));
        QCOMPARE(a.firstMs, 1000);
        QCOMPARE(a.lastMs, 9000);
        QCOMPARE(a.kindSequence(),
                 QStringLiteral("detected ×2 → classified → decided → escalated → decided → resolved"));
        // Phases in the pipeline's order, end to end from the first record.
        QCOMPARE(a.phases.size(), std::size_t(5));
        QCOMPARE(a.phases[0].name, QStringLiteral("detection"));
        QCOMPARE(a.phases[0].startMs, 1000);
        QCOMPARE(a.phases[0].endMs, 1500);
        QCOMPARE(a.phases[2].name, QStringLiteral("rescheduling"));
        QCOMPARE(a.phases[2].startMs, 3000);
        QCOMPARE(a.phases[4].name, QStringLiteral("checkpoint and compile"));
        QCOMPARE(a.phases[4].endMs, 12000);
        QCOMPARE(a.stepsLost, 40);
        const JournalIncident &b = incidents[1];
        QCOMPARE(b.id, QStringLiteral("inc-b"));
        QVERIFY(!b.resolved);
        QVERIFY(b.phases.empty());
        QCOMPARE(b.stepsLost, -1);
        QVERIFY(b.action.isEmpty());
        QVERIFY(!a.dryRunOnly);
        QVERIFY(!b.dryRunOnly);
    }

    void anObservedIncidentHasOnlyDryRuns()
    {
        JournalRecord preview = record(1000, QStringLiteral("inc-o"), RecordKind::Action, QStringLiteral("pod-reschedule"),
                                       QStringLiteral("dry run only (observe mode)"));
        preview.dryRun = true;
        QVERIFY(groupJournalIncidents({preview}).front().dryRunOnly);
        JournalRecord sent = preview;
        sent.timeMs = 2000;
        sent.dryRun = false;
        QVERIFY(!groupJournalIncidents({preview, sent}).front().dryRunOnly);
        QVERIFY(!groupJournalIncidents({sent, preview}).front().dryRunOnly);
    }

    // What a pipeline started again reads back: open incidents only, each in
    // the state its last record says; an action whose record is on disk is
    // taken as sent, one whose record is not as never sent.
    void openIncidentsAreRecalledInTheirState()
    {
        const QJsonObject detected{{QStringLiteral("signal"), QStringLiteral("device-fault")}, {QStringLiteral("detectionMs"), 1000.0}};
        auto state = [](const char *name, QJsonObject details = {}) {
            details.insert(QStringLiteral("state"), QLatin1String(name));
            return details;
        };
        const std::vector<JournalRecord> records = {
            // Resolved: not recalled.
            record(1000, QStringLiteral("inc-20261126-070000-1"), RecordKind::Detected, {}, QStringLiteral("chip"), detected),
            record(1200, QStringLiteral("inc-20261126-070000-1"), RecordKind::Resolved, {}, QStringLiteral("recovered")),
            // Acting, its action record synced: it may have been sent.
            record(2000, QStringLiteral("inc-20261126-070002-2"), RecordKind::Detected, {}, QStringLiteral("chip"), detected),
            record(2100, QStringLiteral("inc-20261126-070002-2"), RecordKind::Decided, QStringLiteral("pod-reschedule"),
                   QStringLiteral("move it"), state("settling", {{QStringLiteral("isolateDevice"), true}})),
            record(2200, QStringLiteral("inc-20261126-070002-2"), RecordKind::Action, QStringLiteral("pod-reschedule"),
                   QStringLiteral("move it"), state("acting", {{QStringLiteral("holder"), QStringLiteral("console-7")}})),
            // Acting, crashed before the action record: nothing was sent.
            record(3000, QStringLiteral("inc-20261126-070003-13"), RecordKind::Detected, {}, QStringLiteral("chip"), detected),
            record(3100, QStringLiteral("inc-20261126-070003-13"), RecordKind::Decided, QStringLiteral("job-reschedule"),
                   QStringLiteral("restart"), state("settling")),
            record(3150, QStringLiteral("inc-20261126-070003-13"), RecordKind::Action, QStringLiteral("job-reschedule"),
                   QStringLiteral("dry run"), state("acting")),
            // Observed in observe mode.
            record(4000, QStringLiteral("inc-20261126-070004-4"), RecordKind::Detected, {}, QStringLiteral("chip"), detected),
            record(4100, QStringLiteral("inc-20261126-070004-4"), RecordKind::Decided, QStringLiteral("pod-reschedule"),
                   QStringLiteral("move it"), state("settling")),
            record(4200, QStringLiteral("inc-20261126-070004-4"), RecordKind::Action, QStringLiteral("pod-reschedule"),
                   QStringLiteral("dry run only"), state("observed")),
        };
        std::vector<JournalRecord> withDryRun = records;
        withDryRun[7].dryRun = true;
        withDryRun[10].dryRun = true;
        const std::vector<RecalledIncident> open = recallOpenIncidents(withDryRun);
        QCOMPARE(open.size(), std::size_t(3));
        QCOMPARE(open[0].incident.id, QStringLiteral("inc-20261126-070002-2"));
        QCOMPARE(open[0].incident.state, IncidentState::Verifying);
        QVERIFY(open[0].actionSent);
        QCOMPARE(journalHolders(withDryRun), QStringList{QStringLiteral("console-7")});
        QCOMPARE(open[0].incident.decision.action, RecoveryAction::PodReschedule);
        QVERIFY(open[0].incident.decision.isolateDevice);
        QCOMPARE(open[0].incident.first.kind, SignalKind::DeviceFault);
        QCOMPARE(open[0].incident.first.node, QStringLiteral("node-2"));
        QCOMPARE(open[0].incident.first.die, 3);
        QCOMPARE(open[0].incident.timeline.occurredMs, qint64(1000));
        QCOMPARE(open[1].incident.state, IncidentState::AwaitingApproval);   // nothing sent: decided again under the mode
        QVERIFY(!open[1].actionSent);
        QCOMPARE(open[2].incident.state, IncidentState::Observed);
        QVERIFY(open[2].incident.pickedUp);
        QCOMPARE(highestIncidentSequence(withDryRun), 13);
    }

    // A journal written before records carried their state: inferred.
    void olderJournalsAreInferred()
    {
        const QJsonObject detected{{QStringLiteral("signal"), QStringLiteral("network-fault")}};
        const std::vector<JournalRecord> records = {
            record(1000, QStringLiteral("inc-a"), RecordKind::Detected, {}, QStringLiteral("link"), detected),
            record(1100, QStringLiteral("inc-a"), RecordKind::Decided, QStringLiteral("op-retry-wait"), QStringLiteral("wait")),
            record(1200, QStringLiteral("inc-a"), RecordKind::Action, QStringLiteral("op-retry-wait"), QStringLiteral("waiting"),
                   {{QStringLiteral("waitMs"), 12000.0}}),
            record(2000, QStringLiteral("inc-b"), RecordKind::Detected, {}, QStringLiteral("link"), detected),
        };
        const std::vector<RecalledIncident> open = recallOpenIncidents(records);
        QCOMPARE(open.size(), std::size_t(2));
        QCOMPARE(open[0].incident.state, IncidentState::Waiting);
        QCOMPARE(open[0].incident.decision.waitMs, qint64(12000));
        QCOMPARE(open[0].incident.first.kind, SignalKind::NetworkFault);
        QCOMPARE(open[1].incident.state, IncidentState::Settling);
    }

    void noRecordsNoIncidents()
    {
        QVERIFY(groupJournalIncidents({}).empty());
        QVERIFY(groupJournalIncidents({record(1, {}, RecordKind::Breaker, {}, QStringLiteral("tripped"))}).empty());
    }

    void eachActionAsksForTheWritesItSends()
    {
        const auto first = [](RecoveryAction action, IsolationScope scope = IsolationScope::Server) {
            const QList<kube::AccessQuestion> questions = accessNeeded(action, QStringLiteral("train"), scope);
            return questions.isEmpty() ? QString() : questions.first().describe();
        };
        QCOMPARE(first(RecoveryAction::PodReschedule), QStringLiteral("delete pods in train"));
        QCOMPARE(first(RecoveryAction::JobReschedule), QStringLiteral("create commands.bus.volcano.sh in train"));
        QCOMPARE(accessNeeded(RecoveryAction::Rollback, QStringLiteral("train")).size(), 2);
        QCOMPARE(first(RecoveryAction::Isolate), QStringLiteral("patch nodes"));
        QCOMPARE(first(RecoveryAction::Isolate, IsolationScope::Chip), QStringLiteral("update configmaps in kube-system"));
        QVERIFY(accessNeeded(RecoveryAction::OpRetryWait, QStringLiteral("train")).isEmpty());
        // An AscendJob restarts by deleting its pods, and a rollback patches the AscendJob.
        const QList<kube::AccessQuestion> acjob = accessNeeded(RecoveryAction::Rollback, QStringLiteral("train"),
                                                               IsolationScope::Server, JobKind::AscendJob);
        QCOMPARE(acjob.size(), 2);
        QCOMPARE(acjob[0].describe(), QStringLiteral("patch ascendjobs.mindxdl.gitee.com in train"));
        QCOMPARE(acjob[1].describe(), QStringLiteral("delete pods in train"));
        const QList<kube::AccessQuestion> all = allRecoveryQuestions({QStringLiteral("a"), QStringLiteral("b")});
        // Isolation twice, then per namespace: delete pods, create commands,
        // patch Volcano jobs, patch AscendJobs, patch podgroups.
        QCOMPARE(all.size(), 2 + 2 * 5);
    }
};

QTEST_GUILESS_MAIN(TestJournalIncident)
#include "tst_journalincident.moc"
