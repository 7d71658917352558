// The pipeline's act, in memory on the manual clock: the order of a
// recovery's steps (the job's Lease, the dry run, the action's record on
// disk, the writes), a write refused with 409 planned again from the fresh
// object at a later look, a conflict that lasts, and a Lease whose API fails
// waited out on the clock, then handed to a person.
#include "../support/pipelinebench.h"

#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using ascendops::testing::a2;
using Bench = ascendops::testing::PipelineBench;
using Json = nlohmann::json;

namespace {

const QString kJobLeases = QStringLiteral("/namespaces/default/leases");

QString deviceInfoPath(const QString &node)
{
    return QStringLiteral("/configmaps/mindx-dl-deviceinfo-") + node;
}

bool isolates(Bench &b, const QString &node, const char *chip)
{
    const sim::StoreResult map = b.cluster.store.get(sim::objects::configMaps(), "kube-system",
                                                     "mindx-dl-deviceinfo-" + node.toStdString());
    return map && fields::text(map.object->value, {"data", "ManuallySeparateNPU"}).contains(QLatin1String(chip));
}

} // namespace

class TestPipelineAct : public QObject
{
    Q_OBJECT

private slots:
    // The moment the chip's isolation lands in the cluster, the journal on
    // disk already says it was sent: a crash in between still shows what may
    // have been done.
    void theRecordIsOnDiskWhenTheFirstWriteLands()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        const QString node = b.nodeOfRank(2);
        bool landed = false, recordedFirst = false;
        const int listener = b.cluster.store.addListener([&](const sim::StoreEvent &event) {
            if (landed || !event.object || event.resourceId != sim::objects::configMaps().id()
                || fields::text(event.object->value, {"metadata", "name"}) != QStringLiteral("mindx-dl-deviceinfo-") + node
                || !fields::text(event.object->value, {"data", "ManuallySeparateNPU"}).contains(QLatin1String("Ascend910-4")))
                return;
            landed = true;
            const auto records = Journal::read(b.journalDir->path()).records;
            recordedFirst = std::any_of(records.begin(), records.end(), [](const JournalRecord &r) {
                return r.kind == RecordKind::Action && !r.dryRun && r.action == QLatin1String("pod-reschedule");
            });
        });
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Verifying), 5000);
        b.cluster.store.removeListener(listener);
        QVERIFY(landed);
        QVERIFY(recordedFirst);
        // Under the job's Lease, held by this pipeline.
        const sim::ApiResource *leases = sim::findResource("coordination.k8s.io", "v1", "leases");
        QVERIFY(leases);
        const sim::StoreResult lease = b.cluster.store.get(*leases, "default", "ascendops-recovery-mindx-a2");
        QVERIFY(lease);
        QCOMPARE(fields::text(lease.object->value, {"spec", "holderIdentity"}), QStringLiteral("unit-test"));
    }

    // The device plugin rewrote device-info between the look and the write:
    // refused with 409, planned again from the fresh object a moment later
    // on the clock, then sent. The refused dry run is on record.
    void aConflictIsPlannedAgainFromTheFreshObject()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        const QString node = b.nodeOfRank(2);
        b.cluster.api.failNext(deviceInfoPath(node), 1, 0, 409);
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.tick() && b.onlyIn(IncidentState::Verifying), 5000);
        QVERIFY(isolates(b, node, "Ascend910-4"));
        QVERIFY(b.journaled(RecordKind::Action, {QLatin1String("409")}));
        QCOMPARE(b.realWritesTo(deviceInfoPath(node)), 1);
    }

    // Refused again and again (the first plan and three more): the refusal
    // stands, and the recovery moves on as for any refused dry run.
    void aConflictThatLastsIsRefused()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        const QString node = b.nodeOfRank(2);
        b.cluster.api.failNext(deviceInfoPath(node), 4, 0, 409);
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.tick() && b.journaled(RecordKind::Escalated, {QLatin1String("dry run refused")}), 5000);
        const auto records = Journal::read(b.journalDir->path()).records;
        const auto refused = std::count_if(records.begin(), records.end(), [](const JournalRecord &r) {
            return r.kind == RecordKind::Action && r.dryRun && r.reason.contains(QLatin1String("409"));
        });
        QCOMPARE(refused, 4);
    }

    // The Lease's API fails for a while (an API server restarting): the
    // pipeline tries again at times on its clock, and acts once it answers.
    void aFailingLeaseApiIsWaitedOut()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        const QString node = b.nodeOfRank(2);
        b.cluster.api.failNext(kJobLeases, 3);
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY_WITH_TIMEOUT(b.onlyIn(IncidentState::Acting), 5000);
        const qint64 acting = b.clock.nowMs();
        QTRY_VERIFY_WITH_TIMEOUT(b.tick(500) && b.onlyIn(IncidentState::Verifying), 5000);
        // Three failures waited out: 1 s, 2 s and 4 s on the clock.
        QVERIFY2(b.clock.nowMs() - acting >= 7000, qPrintable(QString::number(b.clock.nowMs() - acting)));
        QVERIFY(isolates(b, node, "Ascend910-4"));
    }

    // It keeps failing past the last wait (31 s): a person is asked to
    // approve, told why, and nothing is written meanwhile.
    void aLeaseApiThatStaysDownGoesToAPerson()
    {
        Bench b(a2(true), PipelineMode::Auto, {.journaled = true});
        const QString node = b.nodeOfRank(2);
        b.cluster.api.failNext(kJobLeases, 1000);
        b.chipFault(node, 4, "80E18402", FaultHandling::SeparateNPU);
        QTRY_VERIFY2_WITH_TIMEOUT(b.tick(1000) && b.onlyIn(IncidentState::AwaitingApproval),
                                  qPrintable(b.only() ? b.only()->outcome + QLatin1Char(' ') + QString::number(b.clock.nowMs()) : QStringLiteral("none")), 10000);
        QVERIFY2(b.only()->outcome.contains(QLatin1String("lease could not be taken")), qPrintable(b.only()->outcome));
        QCOMPARE(b.realWritesTo(deviceInfoPath(node)), 0);
    }
};

QTEST_GUILESS_MAIN(TestPipelineAct)
#include "tst_pipelineact.moc"
