// Act, alone: the RecoveryActor against the embedded cluster's API in memory.
// The order of what it does (Lease, dry run, synced record, writes), a write
// refused with 409 planned again from the fresh object, a journal that
// cannot be written (nothing is sent), another pipeline holding the Lease,
// and a follow-up that may only run while the Lease is ours.
#include "../support/memorycluster.h"

#include "kube/clusterwrites.h"
#include "kube/leaselock.h"
#include "model/objectfields.h"
#include "core/clock.h"
#include "pipeline/recoveryactor.h"
#include "sim/store/jobobjects.h"

#include <QSignalSpy>
#include <QTest>

using namespace ascendops;
using namespace ascendops::pipeline;
using ascendops::testing::MemoryCluster;
using Json = nlohmann::json;

namespace {

constexpr const char *kMap = "mindx-dl-deviceinfo-node-1";

struct Recorded
{
    RecordKind kind;
    QString reason;
    bool sync;
    bool dryRun;
};

// One actor on a2-small; the ConfigMap write sets a data key, conditional on
// the resourceVersion the plan saw.
struct Bench
{
    MemoryCluster cluster{*sim::findPreset("a2-small")};
    ManualClock clock;   // the actor's waits between attempts pass on it
    RecoveryActor actor{cluster.api, QStringLiteral("unit-test"), 30, clock};
    std::vector<Recorded> records;
    bool journalWorks = true;
    int plans = 0;

    Json mapAsStored()
    {
        return cluster.store.get(sim::objects::configMaps(), "kube-system", kMap).object->value;
    }

    ActRequest request(std::function<Json()> objectToWrite)
    {
        ActRequest request;
        request.leaseNamespace = QStringLiteral("default");
        request.leaseName = recoveryLeaseName(QStringLiteral("mindx-a2"));
        request.plan = [this, objectToWrite] {
            ++plans;
            Json configMap = objectToWrite();
            configMap["data"]["ManuallySeparateNPU"] = "Ascend910-3";
            WriteStep step;
            step.description = QStringLiteral("isolate Ascend910-3 on node-1");
            step.before = mapAsStored();
            step.send = [this, configMap](bool dryRun) { return kube::updateConfigMap(cluster.api, configMap, dryRun); };
            return std::vector<WriteStep>{step};
        };
        request.reason = QStringLiteral("unit test");
        request.journal = [this](RecordKind kind, const QString &reason, bool sync, bool dryRun, const QJsonObject &) {
            records.push_back({kind, reason, sync, dryRun});
            return journalWorks;
        };
        return request;
    }

    std::optional<ActOutcome> act(ActRequest request)
    {
        std::optional<ActOutcome> outcome;
        actor.act(std::move(request), [&outcome](const ActOutcome &done) { outcome = done; });
        // The API answers on the event loop; the waits between attempts
        // pass on the clock, a tenth of a second at every look.
        if (!QTest::qWaitFor([&] { return outcome.has_value() || (clock.advance(100), false); }, 5000))
            return std::nullopt;
        return outcome;
    }

    QString isolated() { return fields::text(mapAsStored(), {"data", "ManuallySeparateNPU"}); }
};

} // namespace

class TestRecoveryActor : public QObject
{
    Q_OBJECT

private slots:
    void leaseThenDryRunThenSyncedRecordThenWrite()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        bool sendingSeen = false;
        ActRequest request = b.request([&b] { return b.mapAsStored(); });
        request.sending = [&] {
            sendingSeen = true;
            QVERIFY(b.isolated().isEmpty());   // the record is on disk, nothing is written yet
            QCOMPARE(b.records.size(), std::size_t(1));
        };
        const std::optional<ActOutcome> outcome = b.act(std::move(request));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::Sent);
        QVERIFY(sendingSeen);
        QCOMPARE(b.isolated(), QStringLiteral("Ascend910-3"));
        QCOMPARE(b.records.size(), std::size_t(1));
        QCOMPARE(b.records[0].kind, RecordKind::Action);
        QVERIFY(b.records[0].sync);
        QVERIFY(!b.records[0].dryRun);
        const QStringList writes = b.cluster.api.allWrites();
        const qsizetype lease = writes.indexOf(QStringLiteral("POST /apis/coordination.k8s.io/v1/namespaces/default/leases"));
        const QString put = QStringLiteral("PUT /api/v1/namespaces/kube-system/configmaps/") + QLatin1String(kMap);
        QVERIFY2(lease >= 0, qPrintable(writes.join(QLatin1Char('\n'))));
        QVERIFY2(lease < writes.indexOf(put + QStringLiteral(" (dry run)")), qPrintable(writes.join(QLatin1Char('\n'))));
        QVERIFY2(writes.indexOf(put + QStringLiteral(" (dry run)")) < writes.indexOf(put), qPrintable(writes.join(QLatin1Char('\n'))));
        QVERIFY(b.actor.holds(QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2"))));
        b.actor.release(QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2")));
        QTRY_VERIFY(!b.actor.holds(QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2"))));
    }

    void conflictIsPlannedAgainFromTheFreshObject()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        // The first plan sees a version the device plugin has already replaced.
        const Json stale = b.mapAsStored();
        Json rewritten = stale;
        rewritten["data"]["UpdateTime"] = "1";
        QVERIFY(b.cluster.store.update(sim::objects::configMaps(), "kube-system", kMap, rewritten, false));
        const std::optional<ActOutcome> outcome = b.act(b.request([&b, stale] { return b.plans == 1 ? stale : b.mapAsStored(); }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::Sent);
        QCOMPARE(b.plans, 2);
        QCOMPARE(b.isolated(), QStringLiteral("Ascend910-3"));
        QCOMPARE(fields::text(b.mapAsStored(), {"data", "UpdateTime"}), QStringLiteral("1"));   // nothing of theirs lost
        // The refused dry run is on record, then the action.
        QCOMPARE(b.records.size(), std::size_t(2));
        QVERIFY(b.records[0].dryRun);
        QVERIFY2(b.records[0].reason.contains(QLatin1String("409")), qPrintable(b.records[0].reason));
        QVERIFY(!b.records[1].dryRun && b.records[1].sync);
    }

    void aConflictThatLastsIsRefused()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        Json stale = b.mapAsStored();
        stale["metadata"]["resourceVersion"] = "1";
        const std::optional<ActOutcome> outcome = b.act(b.request([stale] { return stale; }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::DryRunRefused);
        QCOMPARE(b.plans, 4);   // the first plan and three more
        QVERIFY(b.isolated().isEmpty());
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("configmaps")).isEmpty());
    }

    void nothingToWriteIsDropped()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        ActRequest request = b.request([&b] { return b.mapAsStored(); });
        request.plan = [] { return std::vector<WriteStep>(); };
        const std::optional<ActOutcome> outcome = b.act(std::move(request));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::Dropped);
        QVERIFY(b.records.empty());
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("configmaps")).isEmpty());
    }

    void noRecordNoWrite()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        b.journalWorks = false;
        const std::optional<ActOutcome> outcome = b.act(b.request([&b] { return b.mapAsStored(); }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::NotJournaled);
        QVERIFY(b.isolated().isEmpty());
        QVERIFY(b.cluster.api.realWrites().filter(QStringLiteral("configmaps")).isEmpty());
    }

    // The Lease's API failing is waited out, attempt after attempt; when it
    // fails past the last wait the recovery goes to a person, saying why.
    void aFailingLeaseApiIsTriedAgainThenGivenUp()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        b.actor.setLeaseRetryDelays({10, 20, 40});
        b.cluster.api.failNext(QStringLiteral("/leases"), 3);
        std::optional<ActOutcome> outcome = b.act(b.request([&b] { return b.mapAsStored(); }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::Sent);   // the fourth attempt took it
        QCOMPARE(b.isolated(), QStringLiteral("Ascend910-3"));
        b.actor.release(QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2")));
        QTRY_VERIFY(!b.actor.holds(QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2"))));

        Bench c;
        QVERIFY(c.cluster.waitForSync());
        c.actor.setLeaseRetryDelays({10, 20, 40});
        c.cluster.api.failNext(QStringLiteral("/leases"), 4);
        outcome = c.act(c.request([&c] { return c.mapAsStored(); }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::LeaseUnavailable);
        QVERIFY2(!outcome->error.isEmpty(), "the reason is said");
        QVERIFY(c.isolated().isEmpty());
        QVERIFY(c.records.empty());   // nothing acted, nothing recorded
    }

    void anotherPipelineHoldsTheLease()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        kube::LeaseLock other(b.cluster.api, QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2")),
                              QStringLiteral("other-console"), 30);
        QSignalSpy acquired(&other, &kube::LeaseLock::acquired);
        other.acquire();
        QVERIFY(acquired.wait(5000));
        const std::optional<ActOutcome> outcome = b.act(b.request([&b] { return b.mapAsStored(); }));
        QVERIFY(outcome);
        QCOMPARE(outcome->result, ActResult::LeaseElsewhere);
        QVERIFY2(outcome->holder.contains(QLatin1String("other-console")), qPrintable(outcome->holder));
        QVERIFY(b.isolated().isEmpty());
        QVERIFY(b.records.empty());

        // A follow-up write never takes the Lease for itself.
        ActRequest followUp = b.request([&b] { return b.mapAsStored(); });
        followUp.leaseMustBeHeld = true;
        other.release();
        const std::optional<ActOutcome> second = b.act(std::move(followUp));
        QVERIFY(second);
        QCOMPARE(second->result, ActResult::LeaseElsewhere);
        QVERIFY(b.isolated().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRecoveryActor)
#include "tst_recoveryactor.moc"
