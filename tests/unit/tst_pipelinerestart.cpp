// The pipeline started again on its journal, in memory: what it left open is
// picked up where it was (an action sent is verified, never sent again; a
// decision is taken up in the mode of now; an approval given while it reads
// the cluster is used only for the question it answered).
#include "../support/pipelinebench.h"
#include "journal/recorddetails.h"
#include "pipeline/fleetoverview.h"
#include "pipeline/journalincident.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using ascendops::testing::a2;
using ascendops::testing::gone;
using Bench = ascendops::testing::PipelineBench;
using Json = nlohmann::json;

class TestPipelineRestart : public QObject
{
    Q_OBJECT

private slots:
    void aRestartPicksUpAVerifyingIncident()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        b.stepTo(500);
        QTRY_COMPARE(b.pipeline->detector().stepOf(QStringLiteral("default/mindx-a2")), qint64(500));
        const Json pod = b.podOfRank(2);
        b.chipFault(b.nodeOfRank(2), 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        const QString id = b.only()->id;
        const int deletes = b.realWritesTo(QStringLiteral("DELETE"));

        // The first run dies holding the job's Lease (a clean stop would give it up).
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-after-restart"), [&b] { b.leaseHeldBy(QStringLiteral("unit-test")); });
        QVERIFY(b.only());
        QCOMPARE(b.only()->id, id);
        QVERIFY(b.only()->pickedUp);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QTest::qWait(500);
        // The fault still present joined the incident read back: no second one, nothing sent again.
        QCOMPARE(b.pipeline->incidents().size(), std::size_t(1));
        QCOMPARE(b.only()->state, IncidentState::Verifying);
        QCOMPARE(b.realWritesTo(QStringLiteral("DELETE")), deletes);
        // The Lease the first run held is taken over, not waited out.
        const sim::ApiResource *leases = sim::findResource("coordination.k8s.io", "v1", "leases");
        QVERIFY(leases);
        QTRY_VERIFY_WITH_TIMEOUT(fields::text(b.cluster.store.get(*leases, "default", "ascendops-recovery-mindx-a2").object->value,
                                              {"spec", "holderIdentity"}) == QLatin1String("unit-test-after-restart"), 5000);
        const sim::StoreResult lease = b.cluster.store.get(*leases, "default", "ascendops-recovery-mindx-a2");
        QVERIFY(lease);
        QCOMPARE(fields::text(lease.object->value, {"spec", "holderIdentity"}), QStringLiteral("unit-test-after-restart"));
        QCOMPARE(b.only()->state, IncidentState::Verifying);   // not "handled by another pipeline"

        const std::string name = fields::text(pod, {"metadata", "name"}).toStdString();
        if (b.cluster.store.get(sim::objects::pods(), "default", name))
            QVERIFY(b.cluster.store.remove(sim::objects::pods(), "default", name, {}, false));
        b.replacePod(pod, QStringLiteral("node-5"));
        QTRY_VERIFY_WITH_TIMEOUT(b.only()->timeline.podsRunningMs > 0, 5000);
        b.stepTo(510);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Resolved), 5000);
        // A third start finds nothing open.
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-third"));
        QTest::qWait(300);
        QVERIFY(b.pipeline->incidents().empty() || b.only()->state == IncidentState::Resolved);
    }

    void aRestartTakesUpAnObservedIncidentInTheNewMode()
    {
        Bench b(a2(true), PipelineMode::Observe, {.journaled = true});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Observed), 5000);
        const QString id = b.only()->id;
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-auto"));
        QTRY_VERIFY_WITH_TIMEOUT(b.tick() && b.onlyIn(IncidentState::Verifying), 5000);
        QCOMPARE(b.only()->id, id);
        QCOMPARE(b.realWritesTo(QStringLiteral("DELETE /api/v1/namespaces/default/pods/")), 1);
    }

    // Stopped inside the settle window: decided on after the restart, under
    // its mode, never taken for an operator-retry wait.
    void aRestartInsideTheSettleWindow()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true, .settleMs = 60000});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Settling), 5000);
        const QString id = b.only()->id;
        b.restart(PipelineMode::Approve, QStringLiteral("unit-test-2"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        QCOMPARE(b.only()->id, id);
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
    }

    // An approval given while a restarted pipeline still reads the caches
    // waits for the incident to be taken up, and then acts; a person's
    // request meanwhile is refused, saying why.
    void anApprovalWhileThePipelineReadsIsTakenAfterThePickup()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        b.restart(PipelineMode::Approve, QStringLiteral("unit-test-2"));
        QVERIFY(!b.pipeline->detector().hasScanned());
        ManualRequest rollback;
        rollback.action = RecoveryAction::Rollback;
        rollback.job = QStringLiteral("default/mindx-a2");
        rollback.requestedBy = QStringLiteral("tester");
        QVERIFY2(b.pipeline->manualRefusal(rollback).contains(QLatin1String("still reading")),
                 qPrintable(b.pipeline->manualRefusal(rollback)));
        b.pipeline->approve(id, QStringLiteral("tester"));
        QCOMPARE(b.only()->state, IncidentState::AwaitingApproval);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        QTRY_VERIFY_WITH_TIMEOUT(b.tick() && b.realWritesTo(QStringLiteral("pods")) > 0, 5000);
        QCOMPARE(b.only()->id, id);
        QVERIFY(b.pipeline->detector().hasScanned());
    }

    // The same yes, for an incident whose fault cleared while no pipeline
    // ran: the pickup resolves it, nothing is sent, and the journal says the
    // approval was not used and why.
    void anApprovalWhileThePipelineReadsIsNotUsedForAChangedIncident()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true});
        const QString node = b.nodeOfRank(1);
        b.chipFault(node, 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        b.restart(PipelineMode::Approve, QStringLiteral("unit-test-2"), [&] {
            QVERIFY(sim::editDeviceInfo(b.cluster.store, node.toStdString(), [](DeviceInfoCfg &info) {
                info.faults = Json::array();
                info.unhealthy.clear();
            }));
            // The caches hear of it before the new pipeline reads them.
            const QString map = QStringLiteral("kube-system/mindx-dl-deviceinfo-") + node;
            QVERIFY(b.cluster.watch.configMaps()->cache().contains(map));
            QTRY_VERIFY(!QByteArray::fromStdString(b.cluster.watch.configMaps()->cache().value(map).dump()).contains("80E18402"));
        });
        QVERIFY(!b.pipeline->detector().hasScanned());
        QCOMPARE(b.only()->state, IncidentState::AwaitingApproval);   // as read back
        b.pipeline->approve(id, QStringLiteral("tester"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Resolved), 5000);
        QTest::qWait(200);
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        QVERIFY(b.journaled(RecordKind::Decided,
                            {QLatin1String("approval by tester"), QLatin1String("not used"), QLatin1String("resolved")}, id));
    }

    // The same yes, when the pickup asks another question of the person:
    // restarted in auto mode behind a breaker that any action trips, the
    // incident still waits for a person, now about the breaker. The yes to
    // the pod move is not taken for a yes to that.
    void anApprovalWhileThePipelineReadsDoesNotAnswerANewQuestion()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        const QString asked = b.only()->outcome;
        b.settings.breaker.maxNodes = 0;
        b.settings.breaker.maxFraction = 0.0;
        b.restart(PipelineMode::Auto, QStringLiteral("unit-test-2"));
        QVERIFY(!b.pipeline->detector().hasScanned());
        QCOMPARE(b.only()->outcome, asked);   // what the person sees and says yes to
        b.pipeline->approve(id, QStringLiteral("tester"));
        QTRY_VERIFY_WITH_TIMEOUT(b.pipeline->breakerTripped(), 5000);
        QTest::qWait(200);
        QVERIFY(b.onlyIn(IncidentState::AwaitingApproval));
        QVERIFY2(b.only()->outcome.startsWith(QLatin1String("circuit breaker")), qPrintable(b.only()->outcome));
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        QVERIFY(b.journaled(RecordKind::Decided,
                            {QLatin1String("approval by tester"), QLatin1String("not used"), QLatin1String("circuit breaker")}, id));
    }

    // Waiting for a person, twice restarted: still waiting, nothing sent;
    // a decision no rung is left for stays with the person.
    void aRestartWhileAPersonDecides()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        for (int run = 2; run <= 3; ++run) {
            b.restart(PipelineMode::Approve, QStringLiteral("unit-test-%1").arg(run));
            QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
            QCOMPARE(b.only()->id, id);
        }
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        // Said while the restarted pipeline still reads the caches: a no is
        // taken at once, and the pickup leaves it.
        QVERIFY(!b.pipeline->detector().hasScanned());
        b.pipeline->decline(id, QStringLiteral("tester"));
        QCOMPARE(b.only()->state, IncidentState::NeedsPerson);
        QTRY_VERIFY(b.pipeline->detector().hasScanned());
        QTest::qWait(200);
        QCOMPARE(b.only()->state, IncidentState::NeedsPerson);
        for (int run = 4; run <= 5; ++run) {
            b.restart(PipelineMode::Auto, QStringLiteral("unit-test-%1").arg(run));
            QTest::qWait(200);
            QCOMPARE(b.only()->state, IncidentState::NeedsPerson);   // declined stays declined, in auto mode too
        }
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
    }

    // The alarm workflow: each act journaled with who did it and read back
    // after a restart; an acknowledged or snoozed incident no longer counts
    // as waiting; a decline says what comes next; closing by hand needs a
    // reason, writes nothing to the cluster and counts no recovery time.
    void aPersonsAttentionIsJournaledAndReadBack()
    {
        Bench b(a2(true), PipelineMode::Approve, {.journaled = true});
        b.chipFault(b.nodeOfRank(1), 2, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const QString id = b.only()->id;
        const qint64 now = b.clock.nowMs();
        QVERIFY(needsAttention(*b.only(), now));
        QCOMPARE(b.pipeline->acknowledge(id, QStringLiteral("alice")), QString());
        QVERIFY(!needsAttention(*b.only(), now));
        QVERIFY(waitsForPerson(*b.only()));   // still waiting for an answer
        QCOMPARE(b.pipeline->assign(id, QStringLiteral("alice"), QStringLiteral("bob")), QString());
        QCOMPARE(b.pipeline->addNote(id, QStringLiteral("bob"), QStringLiteral("optics on order")), QString());
        QVERIFY(!b.pipeline->addNote(id, QStringLiteral("bob"), QStringLiteral("  ")).isEmpty());
        QVERIFY(!b.pipeline->snooze(id, QStringLiteral("bob"), 0).isEmpty());
        QCOMPARE(b.pipeline->snooze(id, QStringLiteral("bob"), 3'600'000), QString());
        QVERIFY(!b.pipeline->acknowledge(QStringLiteral("inc-none"), QStringLiteral("bob")).isEmpty());

        b.restart(PipelineMode::Approve, QStringLiteral("unit-test-2"));
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::AwaitingApproval), 5000);
        const IncidentAttention &read = b.only()->attention;
        QCOMPARE(read.acknowledgedBy, QStringLiteral("alice"));
        QCOMPARE(read.assignee, QStringLiteral("bob"));
        QCOMPARE(read.snoozedUntilMs, now + 3'600'000);
        QCOMPARE(read.notes, QStringList{QStringLiteral("bob: optics on order")});
        QCOMPARE(b.only()->decision.action, RecoveryAction::PodReschedule);   // the acts made no new decision
        QVERIFY2(!b.only()->outcome.contains(QLatin1String("optics on order")), qPrintable(b.only()->outcome));   // nor its outcome
        // The pipeline's Events on the job tell of it, none of a person's notes.
        int events = 0;
        for (const sim::ObjectPtr &event : b.cluster.store.list(sim::objects::events(), "default", {}, {}).items) {
            const QString message = fields::text(event->value, {"message"});
            events += message.contains(id);
            QVERIFY2(!message.contains(QLatin1String("optics")) && !message.contains(QLatin1String("acknowledged")), qPrintable(message));
        }
        QVERIFY(events > 0);

        b.pipeline->decline(id, QStringLiteral("bob"));
        QCOMPARE(b.only()->state, IncidentState::NeedsPerson);
        QVERIFY2(b.only()->outcome.contains(QLatin1String("nothing is written; the incident stays open for a person")),
                 qPrintable(b.only()->outcome));
        QVERIFY(!b.pipeline->closeByHand(id, QStringLiteral("bob"), QString()).isEmpty());
        QCOMPARE(b.pipeline->closeByHand(id, QStringLiteral("bob"), QStringLiteral("card replaced, job restarted by its owner")), QString());
        QCOMPARE(b.only()->state, IncidentState::Resolved);
        QCOMPARE(b.only()->attention.closedBy, QStringLiteral("bob"));
        QCOMPARE(b.realWritesTo(QStringLiteral("pods")), 0);
        QVERIFY(!b.pipeline->addNote(id, QStringLiteral("bob"), QStringLiteral("late")).isEmpty());   // closed
        // No time to recover is plotted for it, live or from the journal.
        QVERIFY(summarizeFleet({}, {}, b.pipeline->incidents(), {}, {}, b.clock.nowMs()).recoveries.empty());
        const std::vector<JournalRecord> records = Journal::read(b.journalDir->path()).records;
        QCOMPARE(records.back().kind, RecordKind::Resolved);
        QCOMPARE(journal::ResolvedDetails::fromJson(records.back().details).closedBy, QStringLiteral("bob"));
        const std::vector<JournalIncident> history = groupJournalIncidents(records);
        QCOMPARE(history.front().closedBy, QStringLiteral("bob"));
        QVERIFY(summarizeFleet({}, {}, {}, history, {}, b.clock.nowMs()).recoveries.empty());
        // A third start does not reopen it; the fault still in device-info
        // is a new incident of its own (closing by hand clears no fault).
        b.restart(PipelineMode::Observe, QStringLiteral("unit-test-3"));
        QTest::qWait(200);
        for (const auto &[open, incident] : b.pipeline->incidents())
            QVERIFY(open != id);
    }
};

QTEST_GUILESS_MAIN(TestPipelineRestart)
#include "tst_pipelinerestart.moc"
