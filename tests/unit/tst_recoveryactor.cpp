// Act, alone: the RecoveryActor against the embedded cluster's API in memory.
// Each part answers with an outcome and calls nothing back: the Lease (ours,
// another pipeline's, or an API that failed and when to try again), the dry
// run of writes (nothing stored; a stale object refused as a conflict) and
// the writes. The order between them is the pipeline's (tst_pipelineact).
#include "../support/memorycluster.h"

#include "kube/clusterwrites.h"
#include "kube/leaselock.h"
#include "model/objectfields.h"
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

// One actor on a2-small; the ConfigMap write sets a data key, conditional on
// the resourceVersion of the object it is given.
struct Bench
{
    MemoryCluster cluster{*sim::findPreset("a2-small")};
    RecoveryActor actor{cluster.api, QStringLiteral("unit-test"), 30};
    const LeaseRef lease{QStringLiteral("default"), recoveryLeaseName(QStringLiteral("mindx-a2"))};

    Json mapAsStored()
    {
        return cluster.store.get(sim::objects::configMaps(), "kube-system", kMap).object->value;
    }

    std::vector<WriteStep> isolate(Json configMap)
    {
        configMap["data"]["ManuallySeparateNPU"] = "Ascend910-3";
        WriteStep step;
        step.description = QStringLiteral("isolate Ascend910-3 on node-1");
        step.before = mapAsStored();
        step.send = [this, configMap](bool dryRun) { return kube::updateConfigMap(cluster.api, configMap, dryRun); };
        return {step};
    }

    std::optional<LeaseOutcome> takeLease(int attempt)
    {
        std::optional<LeaseOutcome> outcome;
        actor.takeLease(lease, attempt, [&outcome](const LeaseOutcome &done) { outcome = done; });
        QTest::qWaitFor([&] { return outcome.has_value(); }, 5000);
        return outcome;
    }

    std::optional<ActionOutcome> run(bool dryRun, std::vector<WriteStep> steps)
    {
        std::optional<ActionOutcome> outcome;
        const auto done = [&outcome](const ActionOutcome &result) { outcome = result; };
        dryRun ? actor.preview(std::move(steps), done) : actor.send(std::move(steps), done);
        QTest::qWaitFor([&] { return outcome.has_value(); }, 5000);
        return outcome;
    }

    QString isolated() { return fields::text(mapAsStored(), {"data", "ManuallySeparateNPU"}); }
};

} // namespace

class TestRecoveryActor : public QObject
{
    Q_OBJECT

private slots:
    void leaseThenDryRunThenWrite()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        std::optional<LeaseOutcome> lease = b.takeLease(1);
        QVERIFY(lease);
        QCOMPARE(lease->result, LeaseResult::Held);
        QVERIFY(b.actor.holds(b.lease));
        // Ours already: answered at once, nothing asked of the API.
        const qsizetype writes = b.cluster.api.allWrites().size();
        bool atOnce = false;
        b.actor.takeLease(b.lease, 1, [&atOnce](const LeaseOutcome &done) { atOnce = done.result == LeaseResult::Held; });
        QVERIFY(atOnce);
        QCOMPARE(b.cluster.api.allWrites().size(), writes);

        const std::optional<ActionOutcome> preview = b.run(true, b.isolate(b.mapAsStored()));
        QVERIFY(preview && preview->ok && preview->dryRun);
        QVERIFY(b.isolated().isEmpty());   // a dry run stores nothing
        QVERIFY2(writesOf(*preview).join(QLatin1Char('\n')).contains(QLatin1String("ManuallySeparateNPU")),
                 qPrintable(writesOf(*preview).join(QLatin1Char('\n'))));
        const std::optional<ActionOutcome> sent = b.run(false, b.isolate(b.mapAsStored()));
        QVERIFY(sent && sent->ok && !sent->dryRun);
        QCOMPARE(b.isolated(), QStringLiteral("Ascend910-3"));
        const QStringList all = b.cluster.api.allWrites();
        const qsizetype taken = all.indexOf(QStringLiteral("POST /apis/coordination.k8s.io/v1/namespaces/default/leases"));
        const QString put = QStringLiteral("PUT /api/v1/namespaces/kube-system/configmaps/") + QLatin1String(kMap);
        QVERIFY2(taken >= 0 && taken < all.indexOf(put + QStringLiteral(" (dry run)")), qPrintable(all.join(QLatin1Char('\n'))));
        QVERIFY2(all.indexOf(put + QStringLiteral(" (dry run)")) < all.indexOf(put), qPrintable(all.join(QLatin1Char('\n'))));
        b.actor.release(b.lease.ns, b.lease.name);
        QTRY_VERIFY(!b.actor.holds(b.lease));
    }

    // A write planned from an object that changed since is refused with 409:
    // the pipeline's cue to plan again.
    void aStaleObjectIsRefusedAsAConflict()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        const Json stale = b.mapAsStored();
        Json rewritten = stale;
        rewritten["data"]["UpdateTime"] = "1";
        QVERIFY(b.cluster.store.update(sim::objects::configMaps(), "kube-system", kMap, rewritten, false));
        const std::optional<ActionOutcome> preview = b.run(true, b.isolate(stale));
        QVERIFY(preview);
        QVERIFY(!preview->ok);
        QVERIFY(refusedAsConflict(*preview));
        QVERIFY2(preview->error.contains(QLatin1String("409")), qPrintable(preview->error));
        const std::optional<ActionOutcome> fresh = b.run(false, b.isolate(b.mapAsStored()));
        QVERIFY(fresh && fresh->ok && !refusedAsConflict(*fresh));
        QCOMPARE(fields::text(b.mapAsStored(), {"data", "UpdateTime"}), QStringLiteral("1"));   // nothing of theirs lost
    }

    // The Lease's API failing: each outcome says when to try again, longer
    // each time; past the last wait it says to stop, with the reason.
    void aFailingLeaseApiSaysWhenToTryAgain()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        b.actor.setLeaseRetryDelays({10, 20, 40});
        b.cluster.api.failNext(QStringLiteral("/leases"), 4);
        const qint64 waits[] = {10, 20, 40, 0};
        for (int attempt = 1; attempt <= 4; ++attempt) {
            const std::optional<LeaseOutcome> outcome = b.takeLease(attempt);
            QVERIFY(outcome);
            QCOMPARE(outcome->result, LeaseResult::Unavailable);
            QCOMPARE(outcome->retryAfterMs, waits[attempt - 1]);
            QVERIFY2(!outcome->error.isEmpty(), "the reason is said");
        }
        const std::optional<LeaseOutcome> outcome = b.takeLease(5);
        QVERIFY(outcome);
        QCOMPARE(outcome->result, LeaseResult::Held);
    }

    void anotherPipelineHoldsTheLease()
    {
        Bench b;
        QVERIFY(b.cluster.waitForSync());
        kube::LeaseLock other(b.cluster.api, b.lease.ns, b.lease.name, QStringLiteral("other-console"), 30);
        QSignalSpy acquired(&other, &kube::LeaseLock::acquired);
        other.acquire();
        QVERIFY(acquired.wait(5000));
        const std::optional<LeaseOutcome> outcome = b.takeLease(1);
        QVERIFY(outcome);
        QCOMPARE(outcome->result, LeaseResult::Elsewhere);
        QVERIFY2(outcome->holder.contains(QLatin1String("other-console")), qPrintable(outcome->holder));
        QCOMPARE(outcome->retryAfterMs, qint64(0));
        QVERIFY(!b.actor.holds(b.lease));
    }
};

QTEST_GUILESS_MAIN(TestRecoveryActor)
#include "tst_recoveryactor.moc"
